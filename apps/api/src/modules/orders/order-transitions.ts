import type { OrderAction } from '@caravanserai/contracts/orders'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { orderHistory, orders } from '../../db/schema/orders.ts'
import { AppError } from '../../errors.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { decide, type OrderActor } from './order-machine.ts'
import { emailBuyer } from './order-notifications.ts'

export type Actor = { role: OrderActor; userId: number }

export type TransitionInput = {
  orderId: number
  action: OrderAction
  actor: Actor
  /** What the action records besides the status and its date: the quote's price, the tracking number. */
  changes?: { shippingPrice?: string; trackingNumber?: string }
  /** Kept in the history for the operators. */
  note?: string | null
  now?: Date
}

/**
 * Takes `action` on an order as the machine allows, in one transaction: the status, its date
 * stamp, an order_history row and the buyer's email for the new status, or nothing at all. A customer reaches only their own orders
 * (another's answers 404). The row is locked first, so of identical concurrent actions one
 * succeeds and the rest find the new status and get 409.
 */
export async function transitionOrder(db: Db, input: TransitionInput, email: EmailContext): Promise<void> {
  const { orderId, action, actor, changes = {}, note = null, now = new Date() } = input
  await inTransaction(db, async (tx) => {
    const owner = actor.role === 'customer' ? eq(orders.userId, actor.userId) : undefined
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), owner))
      .for('update')
    if (!current) throw new AppError('orders.notFound', 404)
    const decision = decide(current.status, action, actor.role)
    if (!decision.ok) {
      if (decision.reason === 'forbidden') throw new AppError('errors.forbidden', 403)
      throw new AppError('orders.wrongStatus', 409, { status: current.status, action })
    }
    const { from, to, stamp } = decision.transition
    const set: SQL[] = [sql`status = ${to}`, sql`${sql.raw(stamp)} = ${now}`, sql`updated_at = ${now}`]
    if (changes.shippingPrice !== undefined) set.push(sql`shipping_price = ${changes.shippingPrice}`)
    if (changes.trackingNumber !== undefined) set.push(sql`tracking_number = ${changes.trackingNumber}`)
    // Raw: the machine names the date column to stamp by its SQL name.
    await tx.execute(
      sql`update orders set ${sql.join(set, sql`, `)} where id = ${orderId} and status = ${from}`,
    )
    await tx.insert(orderHistory).values({
      orderId,
      actorUserId: actor.userId,
      actorRole: actor.role,
      fromStatus: from,
      toStatus: to,
      note,
      createdAt: now,
      updatedAt: now,
    })
    await emailBuyer(tx, orderId, email)
  })
}
