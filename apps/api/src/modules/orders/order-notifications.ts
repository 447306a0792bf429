import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { users } from '../../db/schema/accounts.ts'
import type { orders } from '../../db/schema/orders.ts'
import { translated } from '../../db/translations.ts'
import type { EmailTemplate } from '../email/email-template.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { readTransfer } from '../payments/payments-queries.ts'
import { emailStaff } from '../staff/email-staff.ts'
import {
  type CancellationNotice,
  ORDER_EMAILS,
  type OrderEmailParams,
  orderCancelledByBuyerEmail,
} from './order-emails.ts'
import { declined } from './order-json.ts'
import { SETTLED_GOODS, SETTLED_SHIPPING, SETTLED_TOTAL } from './settlement.ts'

type Notice = Row<
  typeof orders,
  'status' | 'language' | 'orderNumber' | 'trackingNumber' | 'quoteValidUntil'
> &
  Row<typeof users, 'email'> &
  Pick<
    OrderEmailParams,
    'name' | 'currency' | 'totalPrice' | 'shippingPrice' | 'totalAmount' | 'destination'
  > & {
    deleted: boolean
    cancellation: CancellationNotice | null
  }

/**
 * Puts the email for the order's new status (or `step`'s own, for a step that keeps the status
 * or a reminder, with its `extra` facts) in the outbox through `tx`, the transaction that made the change: in the language the buyer
 * ordered in, to their account's address. The approval's and the payment reminder carry the
 * transfer instructions; a cancellation's says who ended the order and why. An anonymised account
 * gets none.
 */
export async function emailBuyer(
  tx: Db,
  orderId: number,
  email: EmailContext,
  step?: EmailTemplate<OrderEmailParams>,
  extra: Pick<OrderEmailParams, 'paymentDeadline'> = {},
): Promise<void> {
  const [row] = await queryRows<Notice>(
    tx,
    sql`select o.status, o.language, o.order_number as "orderNumber",
        o.settlement_currency as currency, ${SETTLED_GOODS}::text as "totalPrice",
        ${SETTLED_SHIPPING}::text as "shippingPrice", ${SETTLED_TOTAL}::text as "totalAmount",
        o.tracking_number as "trackingNumber", o.quote_valid_until as "quoteValidUntil", u.email, u.deleted_at is not null as deleted,
        trim(u.first_name || ' ' || u.last_name) as name,
        coalesce((select d.name from destination_translations d
          where d.destination_id = o.destination_id and d.locale = o.language),
          ${translated('destination_translations', 'destination_id', sql`o.destination_id`, 'name', 'en')}, '') as destination,
        case when o.status = 'cancelled' then json_build_object('by', o.cancelled_by,
          'reason', o.cancellation_reason, 'declined', ${declined()}, 'received', o.amount_paid::text)
        end as cancellation
      from orders o join users u on u.id = o.user_id where o.id = ${orderId}`,
  )
  const template = step ?? (row ? ORDER_EMAILS[row.status] : undefined)
  if (!row || !template || row.deleted) return
  const { status, language, email: to, deleted: _, ...params } = row
  const transfer = status === 'processing' ? await readTransfer(tx, orderId) : null
  await enqueueEmail(
    tx,
    { to, locale: language, template, params: { ...params, ...extra, orderId, transfer } },
    email,
  )
}

/** Tells every operator, in their language, that a buyer cancelled order `orderId`, and why if they said. */
export async function emailStaffOfCancellation(tx: Db, orderId: number, email: EmailContext) {
  const [row] = await queryRows<
    Row<typeof orders, 'orderNumber'> & {
      reason: Row<typeof orders, 'cancellationReason'>['cancellationReason']
      buyer: string
    }
  >(
    tx,
    sql`select o.order_number as "orderNumber", o.cancellation_reason as reason,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as buyer
      from orders o join users u on u.id = o.user_id where o.id = ${orderId}`,
  )
  if (row) await emailStaff(tx, orderCancelledByBuyerEmail, { orderId, ...row }, email)
}
