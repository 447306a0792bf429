import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'

// Rows the customers' tests need, written directly: cheaper than the checkout they would take.

/** Names a test buyer, gives them a tax id and a day they joined. */
export async function nameBuyer(
  db: Db,
  id: number,
  buyer: { first: string; last: string; taxId: string; createdAt: string },
) {
  await db.execute(sql`update users set first_name = ${buyer.first}, last_name = ${buyer.last},
    tax_id = ${buyer.taxId}, created_at = ${buyer.createdAt}::timestamptz where id = ${id}`)
}

/** An order awaiting its quote with one item and its first history step; returns its id. */
export async function insertOrder(
  db: Db,
  userId: number,
  destinationId: number,
  order: { number: string; total: string; at: string },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (order_number, user_id, destination_id, total_price, created_at, updated_at)
      values (${order.number}, ${userId}, ${destinationId}, ${order.total}, ${order.at}::timestamptz,
        ${order.at}::timestamptz) returning id`,
  )
  await db.execute(sql`insert into order_items (order_id, quantity, unit_price, product_name, variation_name)
    values (${row!.id}, 3, ${order.total}::numeric / 3, 'Saffron threads', 'Tin 1')`)
  await db.execute(sql`insert into order_history (order_id, actor_user_id, actor_role, to_status)
    values (${row!.id}, ${userId}, 'customer', 'pending_shipping')`)
  return row!.id
}

/** The audit trail of one customer, oldest first. */
export function auditOf(db: Db, customerId: number) {
  return queryRows<{ action: string; actor_id: number; object_label: string }>(
    db,
    sql`select action, actor_id, object_label from audit_events
      where object_type = 'customer' and object_id = ${customerId} order by id`,
  )
}
