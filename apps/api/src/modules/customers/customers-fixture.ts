import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auditEvents } from '../../db/schema/audit.ts'
import { orderHistory, orderItems, orders } from '../../db/schema/orders.ts'
import { firstCompanyOf } from '../companies/company-queries.ts'

// Rows the customers' tests need, written directly: cheaper than the checkout they would take.

/** Names a test buyer, gives them a tax id and a day they joined. */
export async function nameBuyer(
  db: Db,
  id: number,
  buyer: { first: string; last: string; taxId: string; createdAt: string },
) {
  // Raw: the builder would stamp updated_at, which this leaves as it was.
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
  const at = sql`${order.at}::timestamptz`
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: order.number,
      userId,
      companyId: firstCompanyOf(userId),
      destinationId,
      totalPrice: order.total,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orders.id })
  const orderId = row!.id
  await db.insert(orderItems).values({
    orderId,
    quantity: 3,
    unitPrice: sql`${order.total}::numeric / 3`,
    productName: 'Saffron threads',
    variationName: 'Tin 1',
  })
  await db
    .insert(orderHistory)
    .values({ orderId, actorUserId: userId, actorRole: 'customer', toStatus: 'pending_shipping' })
  return orderId
}

/** The audit trail of one customer, oldest first. */
export function auditOf(db: Db, customerId: number) {
  return db
    .select({
      action: auditEvents.action,
      actor_id: auditEvents.actorId,
      object_label: auditEvents.objectLabel,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.objectType, 'customer'), eq(auditEvents.objectId, customerId)))
    .orderBy(asc(auditEvents.id))
}
