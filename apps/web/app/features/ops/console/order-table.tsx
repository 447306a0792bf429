import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsCustomerOrder } from '@caravanserai/contracts/ops-customers'
import { Link } from 'react-router'
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx'
import { PaymentStateBadge } from '../../../components/payment-state-badge.tsx'
import { Money } from '../../../components/ui/money.tsx'
import { formatDate } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'

/** An order as a customer's and a company's console pages list it; a company's names who placed it. */
export type ConsoleOrderRow = Pick<
  OpsCustomerOrder,
  | 'id'
  | 'order_number'
  | 'created_at'
  | 'status'
  | 'payment_state'
  | 'settlement_total_amount'
  | 'settlement_currency'
> & { placed_by?: { name: string } }

/** The table's column headings; a column shows when its heading is given. */
export type OrderColumns = {
  number: string
  date: string
  placedBy?: string
  status: string
  payment?: string
  total: string
}

const cell = 'px-3 py-2 align-top'

/**
 * A short list of orders in the console (a customer's page, a company's page), newest first, each
 * linking to its page: number, date, who placed it, status, payment and the settled total.
 */
export function ConsoleOrderTable({
  lang,
  orders,
  caption,
  columns,
}: {
  lang: Lang
  orders: ConsoleOrderRow[]
  caption: string
  columns: OrderColumns
}) {
  const head = (label: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {label}
    </th>
  )
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-ink-700">
          <tr>
            {head(columns.number)}
            {head(columns.date)}
            {columns.placedBy ? head(columns.placedBy) : null}
            {head(columns.status)}
            {columns.payment ? head(columns.payment) : null}
            {head(columns.total, 'text-end')}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {orders.map((o) => (
            <tr key={o.id}>
              <th scope="row" className={`${cell} text-start`}>
                <Link
                  to={localizedPath(`/ops/orders/${o.id}`, lang)}
                  dir="ltr"
                  className="font-semibold text-teal-800 underline underline-offset-4"
                >
                  {o.order_number}
                </Link>
              </th>
              <td className={`${cell} whitespace-nowrap`}>
                {formatDate(lang, o.created_at, { dateStyle: 'medium' })}
              </td>
              {columns.placedBy ? (
                <td className={cell}>
                  <bdi>{o.placed_by?.name}</bdi>
                </td>
              ) : null}
              <td className={cell}>
                <OrderStatusBadge status={o.status} reader="operator" />
              </td>
              {columns.payment ? (
                <td className={cell}>
                  <PaymentStateBadge state={o.payment_state} reader="operator" />
                </td>
              ) : null}
              <td className={`${cell} whitespace-nowrap text-end`}>
                <Money lang={lang} value={o.settlement_total_amount} currency={o.settlement_currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
