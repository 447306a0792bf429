import { WaitingNowPanel } from '../../features/ops/alerts/waiting-now.tsx'
import { OpsOverview } from '../../features/ops/analytics/ops-overview.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'console')

/**
 * The console opens on its overview: what waits for the operators now (docs/product.md#staff-alerts),
 * this week's orders and the key numbers (docs/product.md#analytics).
 */
export default function OpsIndex() {
  const lang = useLang()
  return (
    <OpsOverview lang={lang}>
      <WaitingNowPanel lang={lang} />
    </OpsOverview>
  )
}
