import type { Locale } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { orderJson } from './order-json.ts'
import { availableActions } from './order-machine.ts'

type StoredOrder = Omit<Order, 'available_actions'>

function forBuyer(order: StoredOrder): Order {
  return { ...order, available_actions: availableActions(order.status, 'customer') }
}

/** The buyer's own order; null for an unknown id or someone else's order (both answer 404). */
export async function getBuyerOrder(db: Db, orderId: number, buyerId: number, locale: Locale) {
  const [row] = await queryRows<{ order: StoredOrder }>(
    db,
    sql`select ${orderJson(locale)} as order from orders o where o.id = ${orderId} and o.user_id = ${buyerId}`,
  )
  return row ? forBuyer(row.order) : null
}

/** A page of the buyer's orders, newest first, and how many there are in all. */
export async function listBuyerOrders(
  db: Db,
  buyerId: number,
  locale: Locale,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders where user_id = ${buyerId}`,
  )
  const rows = await queryRows<{ order: StoredOrder }>(
    db,
    sql`select ${orderJson(locale)} as order from orders o where o.user_id = ${buyerId}
      order by o.created_at desc, o.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  )
  return { count: counted?.count ?? 0, results: rows.map((r) => forBuyer(r.order)) }
}
