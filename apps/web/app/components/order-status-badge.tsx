import type { OrderStatus } from '@caravanserai/contracts/orders'
import { useTranslation } from '../lib/use-translation.tsx'

/** One colour per status, each dark text on a light ground (contrast above 7:1). */
export const ORDER_STATUS_TONES: Record<OrderStatus, { badge: string; dot: string }> = {
  pending_shipping: { badge: 'bg-sand-200 text-ink-800', dot: 'bg-ink-500' },
  pending_approval: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-600' },
  processing: { badge: 'bg-sky-100 text-sky-900', dot: 'bg-sky-600' },
  shipped: { badge: 'bg-indigo-100 text-indigo-900', dot: 'bg-indigo-600' },
  delivered: { badge: 'bg-teal-100 text-teal-900', dot: 'bg-teal-700' },
  completed: { badge: 'bg-green-100 text-green-900', dot: 'bg-green-700' },
  cancelled: { badge: 'bg-rose-100 text-rose-900', dot: 'bg-rose-700' },
}

/**
 * An order's status as the storefront and the console both show it: the same colour for the
 * same status, in the words of whoever reads it (the buyer's `orders` texts, or the operator's
 * `ops` texts, which name the operator's next step).
 */
export function OrderStatusBadge({
  status,
  reader = 'buyer',
  className = '',
}: {
  status: OrderStatus
  reader?: 'buyer' | 'operator'
  className?: string
}) {
  const { t } = useTranslation(reader === 'operator' ? 'ops' : 'orders')
  const tone = ORDER_STATUS_TONES[status]
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${tone.badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {t(`status.${status}`)}
    </span>
  )
}
