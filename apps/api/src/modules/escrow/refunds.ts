import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Locale } from '@caravanserai/contracts/languages'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { orderDocuments } from '../../db/schema/documents.ts'
import { escrowEntries, refunds } from '../../db/schema/escrow.ts'
import { orders } from '../../db/schema/orders.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, recordAudit } from '../audit/audit-log.ts'
import type { Credit } from '../documents/document-content.ts'
import { issueCreditNote } from '../documents/issue-documents.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { centsOf, centsText } from './cents.ts'
import { heldCents } from './escrow-ledger.ts'
import { refundRecordedEmail } from './refund-emails.ts'

export type RefundInput = {
  orderId: number
  staff: AuditActor
  /** In the order's settlement currency, two decimals, as the contract validated them. */
  amount: number
  refundedOn: string
  bankReference: string
}

/** The invoice a credit note credits: the order's commercial invoice, else its proforma. */
async function creditedInvoice(tx: Db, orderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ number: orderDocuments.number })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.orderId, orderId),
        inArray(orderDocuments.kind, ['commercial_invoice', 'proforma_invoice']),
        isNull(orderDocuments.supersededAt),
      ),
    )
    .orderBy(desc(sql`${orderDocuments.kind} = 'commercial_invoice'`))
    .limit(1)
  return row?.number ?? null
}

/**
 * Sends back `amount` of what order `input.orderId` holds, in `tx`, which has locked the order:
 * the credit note issued, the refund and its ledger row written, the audit record kept. More than
 * the order holds is refused (409 `escrow.moreThanHeld`). Returns the refund's id and its credit
 * note's number.
 */
export async function refundHeld(
  tx: Db,
  input: RefundInput,
  cause: Credit['cause'],
  now: Date,
): Promise<{ id: number; creditNote: string; currency: Currency }> {
  const cents = centsOf(input.amount)
  const held = await heldCents(tx, input.orderId)
  if (cents > held) throw new AppError('escrow.moreThanHeld', 409, { held: centsText(held) })
  const amount = centsText(cents)
  const credit: Credit = {
    amount,
    refundedOn: input.refundedOn,
    bankReference: input.bankReference,
    cause,
    against: await creditedInvoice(tx, input.orderId),
  }
  const creditNoteId = await issueCreditNote(tx, input.orderId, credit, now)
  const [settled] = await tx
    .select({ currency: orders.settlementCurrency })
    .from(orders)
    .where(eq(orders.id, input.orderId))
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: input.orderId,
      amount,
      refundedOn: input.refundedOn,
      bankReference: input.bankReference,
      creditNoteId,
      recordedBy: input.staff.id,
      createdAt: now,
    })
    .returning({ id: refunds.id })
  await tx.insert(escrowEntries).values({
    kind: 'refunded',
    orderId: input.orderId,
    refundId: refund!.id,
    amount,
    currency: settled!.currency,
    occurredOn: input.refundedOn,
    createdAt: now,
  })
  const [doc] = await tx
    .select({ number: orderDocuments.number, order: orders.orderNumber })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(eq(orderDocuments.id, creditNoteId))
  await recordAudit(tx, input.staff, {
    action: 'order.refund',
    object: { type: 'order', id: input.orderId, label: doc!.order },
    changes: {
      'refund.amount': { before: null, after: amount },
      'refund.refunded_on': { before: null, after: input.refundedOn },
      'refund.bank_reference': { before: null, after: input.bankReference },
      'refund.credit_note': { before: null, after: doc!.number },
    },
  })
  return { id: refund!.id, creditNote: doc!.number, currency: settled!.currency }
}

/**
 * The refund due on a cancelled order that had received money: recorded (at most what it holds)
 * and the buyer told, with the credit note. An order that is not cancelled is refunded by
 * resolving its claim (409 `escrow.refundNeedsClaim`).
 */
export async function refundCancelledOrder(
  db: Db,
  input: RefundInput,
  email: EmailContext,
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        orderNumber: orders.orderNumber,
        language: orders.language,
        currency: orders.settlementCurrency,
        to: users.email,
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        gone: sql<boolean>`${users.deletedAt} is not null`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, input.orderId))
      .for('update', { of: orders })
    if (!order) throw new AppError('orders.notFound', 404)
    if (order.status !== 'cancelled') throw new AppError('escrow.refundNeedsClaim', 409)
    const refund = await refundHeld(tx, input, 'cancellation', now)
    if (order.gone) return
    const params = {
      name: order.name,
      orderId: input.orderId,
      orderNumber: order.orderNumber,
      amount: centsText(centsOf(input.amount)),
      currency: order.currency,
      refundedOn: input.refundedOn,
      reference: input.bankReference,
      creditNote: refund.creditNote,
    }
    await enqueueEmail(
      tx,
      { to: order.to, locale: order.language as Locale, template: refundRecordedEmail, params },
      email,
    )
  })
}
