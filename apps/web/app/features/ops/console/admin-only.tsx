import type { ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useStaffRoleInConsole } from './ops-context.ts'

/**
 * An admin's page (docs/product.md#staff-and-roles): an operator who opens its address is told
 * it is for admins instead of meeting a row of refused calls.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ops')
  if (useStaffRoleInConsole() === 'admin') return children
  return <Alert tone="info">{t('access.adminOnly')}</Alert>
}
