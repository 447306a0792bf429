import { AdminOnly } from '../../features/ops/console/admin-only.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { StaffPage } from '../../features/ops/staff/staff-page.tsx'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/staff'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'staff')

export default function OpsStaff() {
  const lang = useLang()
  return (
    <AdminOnly>
      <StaffPage lang={lang} />
    </AdminOnly>
  )
}
