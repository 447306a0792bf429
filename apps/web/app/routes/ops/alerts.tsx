import { AlertSettingsPage } from '../../features/ops/alerts/alert-settings-page.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/alerts'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'alerts')

/** Every staff member's own alerts, whatever their role (docs/product.md#staff-alerts). */
export default function OpsAlerts() {
  return <AlertSettingsPage lang={useLang()} />
}
