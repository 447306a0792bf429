import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { Link } from 'react-router'
import { OrderStatusBadge } from '../../components/order-status-badge.tsx'
import { PaymentStateBadge } from '../../components/payment-state-badge.tsx'
import { SettledPrice } from '../../components/price.tsx'
import { formatDate, formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { settlementOf } from '../../lib/settled-money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CompanyApprovalBadge } from './company-approval-badge.tsx'
import { showsPayment } from './payment-rules.ts'

/**
 * A row of the orders list and the dashboard: number, date, status (and payment, once it is due),
 * items and total. The number is the link; it covers the whole card, so anywhere on it opens the
 * order.
 */
export function OrderCard({
  lang,
  order,
  heading: Heading = 'h2',
  showPlacedBy = false,
}: {
  lang: Lang
  order: Order
  /** Name the colleague who placed it: in a company of more than one person. */
  showPlacedBy?: boolean
  /** The card's heading level under the page's outline. */
  heading?: 'h2' | 'h3'
}) {
  const { t } = useTranslation('orders')
  return (
    <article className="relative flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 hover:ring-teal-700 sm:p-5">
      <div className="min-w-48 flex-1 space-y-1">
        <Heading className="font-bold text-ink-900">
          <Link
            to={localizedPath(`/orders/${order.id}`, lang)}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-teal-700"
          >
            <span className="sr-only">{t('card.order')} </span>
            <span dir="ltr">{order.order_number}</span>
          </Link>
        </Heading>
        {/* No separator glyph: a middle dot reads as the Persian zero beside digits. */}
        <p className="flex flex-wrap gap-x-4 text-ink-600 text-sm">
          <span>{t('card.placed', { date: formatDate(lang, order.created_at) })}</span>
          {showPlacedBy ? (
            <span>{t('card.placedBy', { name: `\u2068${order.placed_by.name}\u2069` })}</span>
          ) : null}
          <span>
            {t('card.items', {
              count: order.order_items.length,
              formatted: formatNumber(lang, order.order_items.length),
            })}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} />
        <CompanyApprovalBadge order={order} />
        {showsPayment(order) ? <PaymentStateBadge state={order.payment_state} /> : null}
      </div>
      <div className="min-w-36 text-end">
        <p className="font-bold text-ink-900">
          <SettledPrice
            lang={lang}
            amount={order.settlement_total_amount}
            settlement={settlementOf(order)}
            plus={order.shipping_price === null}
          />
        </p>
        <p className="text-ink-600 text-xs">
          {order.shipping_price === null ? t('totals.shippingToQuote') : t('totals.shippingIncluded')}
        </p>
      </div>
    </article>
  )
}
