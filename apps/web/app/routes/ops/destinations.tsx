import { DestinationsPage } from '../../features/ops/destinations-page.tsx'
import { opsPageMeta } from '../../features/ops/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/destinations'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'destinations')

export default function OpsDestinations() {
  return <DestinationsPage lang={useLang()} />
}
