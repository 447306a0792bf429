import { AuditTrail } from '../../features/ops/audit/audit-trail.tsx'
import { AdminOnly } from '../../features/ops/console/admin-only.tsx'
import { opsPageMeta } from '../../features/ops/console/ops-meta.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { Route } from './+types/audit'

export const meta: Route.MetaFunction = ({ matches }) => opsPageMeta(matches, 'audit')

export default function OpsAudit() {
  const lang = useLang()
  return (
    <AdminOnly>
      <AuditTrail lang={lang} />
    </AdminOnly>
  )
}
