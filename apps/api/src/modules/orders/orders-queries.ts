import { roleCan } from '@caravanserai/contracts/company-roles'
import type { Locale } from '@caravanserai/contracts/languages'
import {
  BUYER_ACTION_STATUSES,
  ORDER_STATUSES,
  ORDER_SUMMARY_WAITING_MAX,
  type Order,
  type OrderBrief,
  type OrderStatus,
  type OrderSummaryResponse,
} from '@caravanserai/contracts/orders'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { orders } from '../../db/schema/orders.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import { type StoredShipment, withProgress } from '../shipments/order-shipments.ts'
import { orderJson } from './order-json.ts'
import { availableActions, isQuoteExpired } from './order-machine.ts'
import { stepPermission } from './order-transitions.ts'
import { SETTLED_TOTAL } from './settlement.ts'

type StoredOrder = Omit<Order, 'available_actions' | 'quote_expired' | 'shipments'> & {
  shipments: StoredShipment[]
}

/**
 * The order as its buyer sees it at `now`: whether its quote has expired, its shipments' progress,
 * and the steps open to them that their role in the company allows.
 */
function forBuyer(order: StoredOrder, now: Date, buyer: Buyer | null): Order {
  const quoteExpired = order.status === 'pending_approval' && isQuoteExpired(order.quote_valid_until, now)
  const state = {
    status: order.status,
    paymentState: order.payment_state,
    quoteExpired,
    claimOpen: order.claim_open,
    goodsLeft: order.shipments.length > 0,
  }
  // While the company's approval waits, only a person who approves may approve the quote
  // (docs/decisions/058-company-approval-and-limits.md); the one who asked waits with the rest.
  const waiting = order.company_approval?.waiting ?? false
  const actions = availableActions(state, 'customer').filter(
    (action) =>
      buyer === null ||
      (roleCan(buyer.role, stepPermission(action, buyer)) &&
        !(waiting && action === 'approve_shipping_cost' && !roleCan(buyer.role, 'approve'))),
  )
  const today = now.toISOString().slice(0, 10)
  return {
    ...order,
    shipments: order.shipments.map((s) => withProgress(s, today)),
    quote_expired: quoteExpired,
    available_actions: actions,
  }
}

/** Order `o` is the buyer's company's, and the buyer may still see its orders. */
const ofCompany = (buyer: Buyer): SQL => ownedBy(buyer, sql`o.company_id`, 'view')

/**
 * An order of the buyer's company (docs/decisions/056-companies-are-the-buyer.md); null for an
 * unknown id or another company's order (both answer 404).
 */
export async function getBuyerOrder(db: Db, orderId: number, buyer: Buyer, locale: Locale, now: Date) {
  const [row] = await queryRows<{ order: StoredOrder }>(
    db,
    sql`select ${orderJson(locale)} as order from orders o where o.id = ${orderId} and ${ofCompany(buyer)}`,
  )
  return row ? forBuyer(row.order, now, buyer) : null
}

/**
 * A page of the company's orders (every person's, or those `placedBy` placed), newest first, and
 * how many there are in all; without a buyer, those `placedBy` placed for any company (the
 * export of a person's data).
 */
export async function listBuyerOrders(
  db: Db,
  buyer: Buyer | null,
  locale: Locale,
  { page, pageSize, now, placedBy }: { page: number; pageSize: number; now: Date; placedBy?: number },
) {
  const where = sql`${buyer ? ofCompany(buyer) : sql`true`}
    ${placedBy === undefined ? sql`` : sql`and o.user_id = ${placedBy}`}`
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders o where ${where}`,
  )
  const rows = await queryRows<{ order: StoredOrder }>(
    db,
    sql`select ${orderJson(locale)} as order from orders o where ${where}
      order by o.created_at desc, o.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  )
  return { count: counted!.count, results: rows.map((r) => forBuyer(r.order, now, buyer)) }
}

/**
 * The buyer's dashboard: the company's orders per status (every status present, 0 when none) and
 * the orders waiting for the company's step, longest waiting first.
 */
export async function summariseBuyerOrders(db: Db, buyer: Buyer): Promise<OrderSummaryResponse> {
  const counted = await queryRows<Row<typeof orders, 'status'> & { count: number }>(
    db,
    sql`select o.status, count(*)::int as count from orders o where ${ofCompany(buyer)} group by o.status`,
  )
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>
  for (const row of counted) byStatus[row.status] = row.count
  const waiting = sql.join(
    BUYER_ACTION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  const awaiting = await queryRows<{ order: OrderBrief }>(
    db,
    sql`select json_build_object('id', o.id, 'order_number', o.order_number, 'status', o.status,
        'created_at', o.created_at, 'updated_at', o.updated_at,
        'total_amount', (o.total_price + coalesce(o.shipping_price, 0))::float8,
        'payment_state', o.payment_state, 'settlement_currency', o.settlement_currency,
        'settlement_rate', o.settlement_rate::text, 'settlement_rate_on', o.settlement_rate_on,
        'settlement_total_amount', ${SETTLED_TOTAL}::float8) as order
      from orders o where ${ofCompany(buyer)} and (o.status::text in (${waiting})
        or (o.status = 'processing' and o.payment_state in ('unpaid', 'partially_paid')))
      order by o.updated_at, o.id limit ${ORDER_SUMMARY_WAITING_MAX}`,
  )
  return {
    count: counted.reduce((sum, row) => sum + row.count, 0),
    by_status: byStatus,
    awaiting_you: awaiting.map((row) => row.order),
  }
}
