import type { Order } from '@caravanserai/contracts/orders'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * Beside the status, while the quote's approval waits for the company's approver
 * (docs/decisions/058-company-approval-and-limits.md); nothing otherwise.
 */
export function CompanyApprovalBadge({
  order,
  className = '',
}: {
  order: Pick<Order, 'company_approval'>
  className?: string
}) {
  const { t } = useTranslation('orders')
  if (!order.company_approval?.waiting) return null
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full bg-sky-100 px-2.5 py-0.5 font-semibold text-sky-900 text-xs ${className}`}
    >
      {t('companyApproval.badge')}
    </span>
  )
}
