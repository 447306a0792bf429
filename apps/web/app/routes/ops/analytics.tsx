import { AnalyticsPage } from '../../features/ops/analytics/analytics-page.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/analytics'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'analytics')

export default function OpsAnalytics() {
  return <AnalyticsPage lang={useLang()} />
}
