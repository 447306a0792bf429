import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { PayoutsPage } from '../../features/ops/payouts/payouts-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/payouts'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'payouts')

export default function OpsPayouts() {
  return <PayoutsPage lang={useLang()} />
}
