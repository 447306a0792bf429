import { type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { orderUnpaidEmail } from './order-emails.ts'
import { emailBuyer } from './order-notifications.ts'
import { transitionOrder } from './order-transitions.ts'

/** How many days before its deadline the buyer of an unpaid order is warned. */
export const UNPAID_WARNING_DAYS = 3

/** The most orders one sweep warns, and cancels: the next hour takes the rest. */
const SWEEP_BATCH = 200

export type UnpaidSweep = { warned: number; cancelled: number }

/**
 * An approved order that has received nothing and has no transfer confirmation waiting, none of
 * which has left: an operator's override let that go (docs/decisions/060-shipment-milestones.md).
 */
const UNPAID = sql`o.status = 'processing' and o.payment_state = 'unpaid'
  and not exists (select 1 from shipments s where s.order_id = o.id)`

/** The instant `days` days before `now`. */
const before = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000)

/**
 * One order matching `where`, locked, in `tx`: another instance's sweep skips the rows this one
 * holds instead of waiting for them (and repeating their work).
 */
async function takeOne(tx: Db, where: SQL): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select o.id from orders o where ${where} order by o.approved_at, o.id limit 1 for update skip locked`,
  )
  return row?.id ?? null
}

/**
 * The payment deadline of approved orders (docs/decisions/041-ways-out-of-an-order.md): an order
 * approved `days` days ago that has received nothing is cancelled by the system, its stock given
 * back, through the order machine, which checks the status and the payment again under the lock;
 * `UNPAID_WARNING_DAYS` before, its buyer is emailed once, with how to pay (the warning's time is
 * stamped in the same transaction as its email). Each order is its own transaction, so several
 * instances sweep side by side and a failure leaves the rest for the next run.
 */
export async function sweepUnpaidOrders(
  db: Db,
  { now, days, email }: { now: Date; days: number; email: EmailContext },
): Promise<UnpaidSweep> {
  const deadlinePassed = sql`${UNPAID} and o.approved_at <= ${before(now, days)}`
  let cancelled = 0
  while (cancelled < SWEEP_BATCH) {
    const done = await inTransaction(db, async (tx) => {
      const id = await takeOne(tx, deadlinePassed)
      if (id === null) return false
      await transitionOrder(
        tx,
        { orderId: id, action: 'cancel', actor: { role: 'system', userId: null }, now },
        email,
      )
      return true
    })
    if (!done) break
    cancelled += 1
  }
  const warnable = sql`${UNPAID} and o.unpaid_warning_sent_at is null
    and o.approved_at <= ${before(now, days - UNPAID_WARNING_DAYS)} and o.approved_at > ${before(now, days)}`
  let warned = 0
  while (warned < SWEEP_BATCH) {
    const done = await inTransaction(db, async (tx) => {
      const id = await takeOne(tx, warnable)
      if (id === null) return false
      const [row] = await queryRows<{ deadline: string }>(
        tx,
        sql`update orders set unpaid_warning_sent_at = ${now} where id = ${id}
          returning to_char((approved_at + make_interval(days => ${days}::int)) at time zone 'UTC', 'YYYY-MM-DD') as deadline`,
      )
      await emailBuyer(tx, id, email, orderUnpaidEmail, { paymentDeadline: row!.deadline })
      return true
    })
    if (!done) break
    warned += 1
  }
  return { warned, cancelled }
}
