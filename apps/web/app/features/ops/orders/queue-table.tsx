import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrderSummary } from '@caravanserai/contracts/ops-orders'
import { Link } from 'react-router'
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx'
import { PaymentStateBadge } from '../../../components/payment-state-badge.tsx'
import { Money } from '../../../components/ui/money.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

const cell = 'px-3 py-3 align-top'
/** Columns a phone can do without; the order page has them all. */
const wide = 'max-md:hidden'

/** The queue's orders, newest first: number, date, buyer, destination, lines, total, status and payment. */
export function QueueTable({ lang, orders, from }: { lang: Lang; orders: OpsOrderSummary[]; from: string }) {
  const { t } = useTranslation('ops')
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`queue.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t('queue.caption')}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            {head('order')}
            {head('placed', wide)}
            {head('buyer')}
            {head('destination', wide)}
            {head('items', `${wide} text-end`)}
            {head('total', 'text-end')}
            {head('status')}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-sand-50">
              <th scope="row" className={`${cell} whitespace-nowrap text-start font-semibold`}>
                <Link
                  to={localizedPath(`/ops/orders/${order.id}`, lang)}
                  state={{ from }}
                  dir="ltr"
                  className="text-teal-800 underline underline-offset-4 hover:text-teal-950"
                >
                  {order.order_number}
                </Link>
                {order.unread_messages > 0 ? (
                  <span className="mt-1 block w-fit rounded-full bg-teal-800 px-2 font-semibold text-white text-xs leading-5">
                    {t('queue.unread', {
                      count: order.unread_messages,
                      n: formatNumber(lang, order.unread_messages),
                    })}
                  </span>
                ) : null}
              </th>
              <td className={`${cell} ${wide} whitespace-nowrap`}>
                {formatDate(lang, order.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
              </td>
              <td className={cell}>
                <span className="block font-medium">{order.buyer.name || order.buyer.email}</span>
                <span className="block break-all text-ink-600 text-xs" dir="ltr">
                  {order.buyer.email}
                </span>
              </td>
              <td className={`${cell} ${wide}`}>{order.shipping_destination.name}</td>
              <td className={`${cell} ${wide} text-end tabular-nums`}>
                {formatNumber(lang, order.order_items.length)}
              </td>
              <td className={`${cell} whitespace-nowrap text-end`}>
                <Money
                  lang={lang}
                  value={order.settlement_total_amount}
                  currency={order.settlement_currency}
                  className="font-semibold"
                />
                {order.shipping_price === null ? (
                  <span className="block text-ink-600 text-xs">{t('queue.totalPending')}</span>
                ) : null}
              </td>
              <td className={cell}>
                <span className="flex flex-col items-start gap-1">
                  <OrderStatusBadge reader="operator" status={order.status} />
                  <PaymentStateBadge reader="operator" state={order.payment_state} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
