import {
  type AlertDelivery,
  DEFAULT_ALERT_DELIVERY,
  type StaffAlertKind,
} from '@caravanserai/contracts/ops-alerts'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { staffDigestItems } from '../../db/schema/alerts.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { INITIAL_STATUS } from '../orders/order-machine.ts'
import { SETTLED_TOTAL } from '../orders/settlement.ts'
import { HEARS_OF_BUSINESS, type StaffRecipient } from '../staff/staff-queries.ts'
import { type AlertOrder, staffAlertEmail } from './alert-emails.ts'

type Listener = StaffRecipient & { delivery: AlertDelivery }

/** The staff who hear of the shop's business, each with how they chose to hear of `kind`. */
async function listeners(tx: Db, kind: StaffAlertKind): Promise<Listener[]> {
  return queryRows<Listener>(
    tx,
    sql`select u.id, u.email, u.locale, u.first_name as name,
        coalesce(s.delivery, ${DEFAULT_ALERT_DELIVERY}::alert_delivery) as delivery
      from users u left join staff_alert_settings s on s.user_id = u.id and s.kind = ${kind}
      where ${HEARS_OF_BUSINESS} order by u.id`,
  )
}

/** The order as an alert names it; the buyer by name, else by email. */
export const ALERT_ORDER = sql`o.id as "orderId", o.order_number as "orderNumber",
  coalesce(nullif(trim(b.first_name || ' ' || b.last_name), ''), b.email) as buyer`

async function alertOrder(tx: Db, orderId: number): Promise<AlertOrder> {
  const [order] = await queryRows<AlertOrder>(
    tx,
    sql`select ${ALERT_ORDER}, o.settlement_currency as currency, ${SETTLED_TOTAL}::text as total,
        (${SETTLED_TOTAL} - o.amount_paid)::text as due,
        o.status = ${INITIAL_STATUS} as "toQuote"
      from orders o join users b on b.id = o.user_id where o.id = ${orderId}`,
  )
  return order!
}

export type AlertTiming = {
  /**
   * When the person `userId`'s email may go: now without it; null when an email already waiting
   * for them covers this event too (an order conversation's ten minutes, docs/decisions/029).
   */
  at: (userId: number) => Promise<Date | null>
}

/**
 * Tells the staff that the order `orderId` needs them (docs/decisions/042-staff-alerts.md), in the
 * transaction `tx` of the event itself: an email in each one's own language to those who hear of
 * `kind` as it happens, a line in the next digest of those who chose the digest, nothing to the
 * rest. Only active staff who have accepted their invitation hear of anything.
 */
export async function alertStaff(
  tx: Db,
  kind: StaffAlertKind,
  orderId: number,
  email: EmailContext,
  timing?: AlertTiming,
): Promise<void> {
  const people = await listeners(tx, kind)
  const digest = people.filter((person) => person.delivery === 'digest')
  if (digest.length > 0)
    await tx.insert(staffDigestItems).values(digest.map((person) => ({ userId: person.id, kind, orderId })))
  const instant = people.filter((person) => person.delivery === 'instant')
  if (instant.length === 0) return
  const order = await alertOrder(tx, orderId)
  for (const person of instant) {
    const at = timing ? await timing.at(person.id) : undefined
    if (at === null) continue
    const params = { ...order, kind, name: person.name }
    await enqueueEmail(
      tx,
      { to: person.email, locale: person.locale, template: staffAlertEmail, params, ...(at ? { at } : {}) },
      email,
    )
  }
}
