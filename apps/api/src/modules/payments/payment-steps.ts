import type { Locale } from '@caravanserai/contracts/languages'
import { and, eq, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { orders } from '../../db/schema/orders.ts'
import { paymentProofs, payments } from '../../db/schema/payments.ts'
import { AppError } from '../../errors.ts'
import { alertStaff } from '../alerts/alert-staff.ts'
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { holdReceived } from '../escrow/escrow-ledger.ts'
import type { FileStore } from '../files/file-store.ts'
import { storePrivateFile } from '../files/private-files.ts'
import { SETTLED_TOTAL } from '../orders/settlement.ts'
import { paymentRecordedEmail, proofRejectedEmail } from './payment-emails.ts'
import { type Ledger, paymentRefusal, proofRefusal, stateOf } from './payment-state.ts'

type Locked = Ledger &
  Row<typeof orders, 'orderNumber' | 'language' | 'settlementCurrency'> & {
    buyerEmail: string
    buyerName: string
    buyerGone: boolean
  }

/**
 * Locks the order (one of the buyer's company, whose role there pays, when `buyer` is given;
 * another's is 404, as if it did not exist) and reads its ledger in cents of its settlement currency (docs/decisions/046-settlement-currency.md): whole numbers, exact in a double, compared and counted
 * but never turned back into the stored amounts, which SQL adds.
 */
async function lockOrder(tx: Db, orderId: number, buyer: Buyer | null): Promise<Locked> {
  const owner = buyer === null ? sql`` : sql`and ${ownedBy(buyer, sql`o.company_id`, 'pay')}`
  const [order] = await queryRows<Locked>(
    tx,
    sql`select o.status, o.order_number as "orderNumber", o.language,
        o.settlement_currency as "settlementCurrency",
        (o.amount_paid * 100)::float8 as "paidCents", (${SETTLED_TOTAL} * 100)::float8 as "totalCents",
        (select count(*)::int from payment_proofs p where p.order_id = o.id and p.state = 'pending') as "waitingProofs",
        u.email as "buyerEmail", trim(u.first_name || ' ' || u.last_name) as "buyerName",
        u.deleted_at is not null as "buyerGone"
      from orders o join users u on u.id = o.user_id
      where o.id = ${orderId} ${owner} for update of o`,
  )
  if (!order) throw new AppError('orders.notFound', 404)
  return order
}

/** Writes the state the ledger is now in; amounts change in SQL, never in JavaScript. */
async function settle(tx: Db, orderId: number, ledger: Omit<Ledger, 'status'>, addAmount?: string) {
  const add = addAmount === undefined ? {} : { amountPaid: sql`${orders.amountPaid} + ${addAmount}::numeric` }
  await tx
    .update(orders)
    .set({ paymentState: stateOf(ledger), updatedAt: sql`now()`, ...add })
    .where(eq(orders.id, orderId))
}

/** The order's payment as the audit trail compares it before and after a step. */
async function paymentOf(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ amount_paid: sql<string>`${orders.amountPaid}::text`, payment_state: orders.paymentState })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row!
}

const dueText = (order: Locked, paidCents: number) =>
  ((order.totalCents - paidCents) / 100).toFixed(2) as `${number}`

export type SendProof = { orderId: number; buyer: Buyer; filename: string; content: Buffer }

/**
 * The buyer's transfer confirmation: stored privately, waiting for an operator (the order is
 * `proof_sent`), and the operators alerted. Refused (409) before the
 * quote is approved and once the order is paid.
 */
export async function sendProof(
  db: Db,
  proof: SendProof,
  deps: { files: FileStore; email: EmailContext },
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, proof.orderId, proof.buyer)
    const refusal = proofRefusal(order)
    if (refusal) throw new AppError(refusal, 409)
    const file = await storePrivateFile(tx, deps.files, {
      orderId: proof.orderId,
      uploadedBy: proof.buyer.userId,
      filename: proof.filename,
      content: proof.content,
    })
    const [row] = await tx
      .insert(paymentProofs)
      .values({ orderId: proof.orderId, fileId: file.id })
      .returning({ id: paymentProofs.id })
    await settle(tx, proof.orderId, { ...order, waitingProofs: order.waitingProofs + 1 })
    await alertStaff(tx, 'proof_sent', proof.orderId, deps.email)
    return row!.id
  })
}

export type RecordPayment = {
  orderId: number
  staff: AuditActor
  /** In the order's settlement currency, two decimals, as the contract validated them. */
  amount: number
  receivedOn: string
  proofId?: number
}

/** The confirmation `proofId` of the order, locked; 404 if it is another order's. */
async function lockProof(tx: Db, orderId: number, proofId: number) {
  const [proof] = await tx
    .select({ state: paymentProofs.state })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.id, proofId), eq(paymentProofs.orderId, orderId)))
    .for('update')
  if (!proof) throw new AppError('payments.proofNotFound', 404)
  if (proof.state !== 'pending') throw new AppError('payments.proofAnswered', 409, { state: proof.state })
}

/**
 * Money an operator saw arrive: recorded, added to the order's paid amount and held in escrow
 * (docs/decisions/043-escrow-ledger.md), the confirmation it answers accepted, and the buyer told. Refused (409) before approval, once paid, and beyond what
 * is due.
 */
export async function recordPayment(db: Db, input: RecordPayment, email: EmailContext): Promise<void> {
  const cents = Math.round(input.amount * 100)
  const amount = (cents / 100).toFixed(2) as `${number}`
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId, null)
    const refusal = paymentRefusal(order, cents)
    if (refusal) throw new AppError(refusal, 409)
    const before = await paymentOf(tx, input.orderId)
    if (input.proofId !== undefined) {
      await lockProof(tx, input.orderId, input.proofId)
      await tx
        .update(paymentProofs)
        .set({ state: 'accepted', reviewedBy: input.staff.id, reviewedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(paymentProofs.id, input.proofId))
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: input.orderId,
        amount,
        receivedOn: input.receivedOn,
        proofId: input.proofId,
        recordedBy: input.staff.id,
      })
      .returning({ id: payments.id })
    await holdReceived(tx, {
      orderId: input.orderId,
      paymentId: payment!.id,
      amount,
      receivedOn: input.receivedOn,
      currency: order.settlementCurrency,
    })
    const paidCents = order.paidCents + cents
    const waitingProofs = order.waitingProofs - (input.proofId === undefined ? 0 : 1)
    await settle(tx, input.orderId, { ...order, paidCents, waitingProofs }, amount)
    await recordAudit(tx, input.staff, {
      action: 'order.payment_recorded',
      object: { type: 'order', id: input.orderId, label: order.orderNumber },
      changes: {
        ...changedFields(before, await paymentOf(tx, input.orderId)),
        'payment.amount': { before: null, after: amount },
        'payment.received_on': { before: null, after: input.receivedOn },
        ...(input.proofId === undefined ? {} : { 'payment.proof': { before: null, after: input.proofId } }),
      },
    })
    if (order.buyerGone) return
    const params = {
      name: order.buyerName,
      orderId: input.orderId,
      orderNumber: order.orderNumber,
      amount,
      currency: order.settlementCurrency,
      paid: (paidCents / 100).toFixed(2) as `${number}`,
      due: dueText(order, paidCents),
    }
    await enqueueEmail(
      tx,
      { to: order.buyerEmail, locale: order.language as Locale, template: paymentRecordedEmail, params },
      email,
    )
  })
}

export type RejectProof = { orderId: number; proofId: number; staff: AuditActor; reason: string }

/** An operator sends a confirmation back with the reason; the buyer is told and may send another. */
export async function rejectProof(db: Db, input: RejectProof, email: EmailContext): Promise<void> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId, null)
    await lockProof(tx, input.orderId, input.proofId)
    await tx
      .update(paymentProofs)
      .set({
        state: 'rejected',
        rejectionReason: input.reason,
        reviewedBy: input.staff.id,
        reviewedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(paymentProofs.id, input.proofId))
    await settle(tx, input.orderId, { ...order, waitingProofs: order.waitingProofs - 1 })
    await recordAudit(tx, input.staff, {
      action: 'order.payment_proof_rejected',
      object: { type: 'order', id: input.orderId, label: order.orderNumber },
      changes: {
        [`payment_proofs.${input.proofId}.state`]: { before: 'pending', after: 'rejected' },
        [`payment_proofs.${input.proofId}.rejection_reason`]: { before: null, after: input.reason },
      },
    })
    if (order.buyerGone) return
    const params = {
      name: order.buyerName,
      orderId: input.orderId,
      orderNumber: order.orderNumber,
      reason: input.reason,
    }
    await enqueueEmail(
      tx,
      { to: order.buyerEmail, locale: order.language as Locale, template: proofRejectedEmail, params },
      email,
    )
  })
}
