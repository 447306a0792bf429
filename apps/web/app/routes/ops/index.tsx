import { OpsOverview } from '../../features/ops/analytics/ops-overview.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'console')

/** The console opens on its overview: this week's orders and the key numbers (docs/product.md#analytics). */
export default function OpsIndex() {
  return <OpsOverview lang={useLang()} />
}
