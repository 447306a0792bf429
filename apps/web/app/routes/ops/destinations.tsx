import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { DestinationsPage } from '../../features/ops/destinations/destinations-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/destinations'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'destinations')

export default function OpsDestinations() {
  return <DestinationsPage lang={useLang()} />
}
