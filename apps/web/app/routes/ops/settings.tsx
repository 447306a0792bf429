import { AdminOnly } from '../../features/ops/console/admin-only.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { SettingsPage } from '../../features/ops/settings/settings-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/settings'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'settings')

export default function OpsSettings() {
  const lang = useLang()
  return (
    <AdminOnly>
      <SettingsPage lang={lang} />
    </AdminOnly>
  )
}
