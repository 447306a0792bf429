import { type CompanyPermission, roleCan } from '@caravanserai/contracts/company-roles'
import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Incoterm } from '@caravanserai/contracts/documents'
import type { OrderAction } from '@caravanserai/contracts/orders'
import { and, eq, exists, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { claims } from '../../db/schema/claims.ts'
import { orderHistory, orders } from '../../db/schema/orders.ts'
import { shipments } from '../../db/schema/shipments.ts'
import { AppError } from '../../errors.ts'
import { alertStaff } from '../alerts/alert-staff.ts'
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log.ts'
import { approvalNeeded } from '../companies/company-approval.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import { dayOf } from '../currencies/currency-rates.ts'
import { requireSettlementRate } from '../currencies/settlement-currencies.ts'
import { orderLeadDays } from '../destinations/destination-legs.ts'
import { issueQuoteDocuments, issueShipmentDocuments } from '../documents/issue-documents.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { releaseHeld } from '../escrow/escrow-release.ts'
import { requestApproval } from './approval-requests.ts'
import { orderRequotedEmail } from './order-emails.ts'
import { decide, isQuoteExpired, type OrderStamp, type Refusal } from './order-machine.ts'
import { emailBuyer, emailStaffOfCancellation } from './order-notifications.ts'
import { returnStock } from './order-stock.ts'
import { fixSettlement } from './settlement.ts'

/**
 * Who takes a step: a person, or the system's own schedule (the payment deadline). A buyer acts
 * for their session's company with their role there (docs/decisions/056-companies-are-the-buyer.md).
 */
export type Actor =
  | { role: 'customer'; userId: number; buyer: Buyer }
  | { role: 'staff'; userId: number }
  | { role: 'system'; userId: null }

/** A buyer's step, taken for the company their session acts for. */
export const customerActor = (buyer: Buyer): Actor => ({ role: 'customer', userId: buyer.userId, buyer })

export type TransitionInput = {
  orderId: number
  action: OrderAction
  actor: Actor
  /** What the action records besides the status and its date: the quote's terms, the tracking number. */
  changes?: {
    shippingPrice?: string
    incoterm?: Incoterm
    incotermPlace?: string
    validDays?: number
    /** A quote's: the currency it is settled in, at the rate in force on its day. */
    settlementCurrency?: Currency
    trackingNumber?: string
    /** Why an order ships before it is paid in full (docs/decisions/027-payment-beside-the-status.md). */
    paymentOverride?: string
    /** Why it is cancelled or declined: an operator's words for the buyer, or the buyer's own. */
    reason?: string | null
  }
  /** Kept in the history for the operators. */
  note?: string | null
  now?: Date
  /** The staff member taking a staff step, which the audit trail records (docs/product.md#audit-trail). */
  staff?: AuditActor
}

/**
 * What a buyer's step needs of their role: buying, but a quote is approved by a person who buys
 * or, for them, by one who approves (docs/decisions/058-company-approval-and-limits.md).
 */
export function stepPermission(action: OrderAction, buyer: Pick<Buyer, 'role'>): CompanyPermission {
  return action === 'approve_shipping_cost' && !roleCan(buyer.role, 'buy') ? 'approve' : 'buy'
}

/** What a staff step changes on an order, as the audit trail compares it. */
async function auditedTerms(tx: Db, orderId: number) {
  const [row] = await tx
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      shipping_price: orders.shippingPrice,
      incoterm: orders.incoterm,
      incoterm_place: orders.incotermPlace,
      quote_valid_until: orders.quoteValidUntil,
      settlement_currency: orders.settlementCurrency,
      settlement_rate: orders.settlementRate,
      tracking_number: orders.trackingNumber,
      payment_override_reason: orders.paymentOverrideReason,
      cancellation_reason: orders.cancellationReason,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  const { orderNumber, ...terms } = row!
  return { label: orderNumber, terms }
}

/** What the machine reads of the locked order. */
type Locked = Pick<typeof orders.$inferSelect, 'status' | 'paymentState' | 'quoteValidUntil'>

/** The machine's refusal as the caller reads it, in their language. */
function refusalError(reason: Refusal, actor: Actor, order: Locked, action: OrderAction): AppError {
  switch (reason) {
    case 'forbidden':
      return new AppError('errors.forbidden', 403)
    case 'paymentReceived':
      return new AppError('orders.cancelPaymentReceived', 409)
    case 'proofWaiting':
      return new AppError(
        actor.role === 'staff' ? 'orders.cancelAnswerProofFirst' : 'orders.cancelProofWaiting',
        409,
      )
    case 'quoteExpired':
      return new AppError('orders.quoteExpired', 409, { date: order.quoteValidUntil ?? '' })
    case 'wrongStatus':
      return new AppError('orders.wrongStatus', 409, { status: order.status, action })
    case 'claimOpen':
      return new AppError('orders.claimOpen', 409)
    case 'goodsLeft':
      return new AppError('orders.cancelGoodsLeft', 409)
  }
}

/** The column each stamp names. */
const STAMPED = {
  quoted_at: 'quotedAt',
  approved_at: 'approvedAt',
  shipped_at: 'shippedAt',
  delivered_at: 'deliveredAt',
  completed_at: 'completedAt',
  cancelled_at: 'cancelledAt',
} as const satisfies Record<OrderStamp, keyof typeof orders.$inferInsert>

/** The UTC day `days` after `now`, YYYY-MM-DD: a quote's last day. */
function dayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10)
}

/** What a staff step is called in the audit trail. */
const AUDITED = {
  quote: 'order.quote',
  requote: 'order.requote',
  ship: 'order.ship',
  decline: 'order.decline',
  cancel: 'order.cancel',
} as const

/**
 * Takes `action` on an order as the machine allows, in one transaction: the status, its date
 * stamp, an order_history row, the documents the step earns (a quote's proforma invoice, which
 * a new quote supersedes; a shipment's invoice and packing list), a cancelled order's stock given
 * back, a quote's settlement currency and rate fixed (docs/decisions/046-settlement-currency.md), the buyer's email for the step and the operators' word of it (an alert for a buyer's
 * approval, an email when a buyer cancels), or nothing at all. A quote past its last day (by
 * `now`, UTC) cannot be approved. Shipping needs the order paid, or an operator's reason for not
 * waiting. A customer reaches only their company's orders, while their role there lets them buy (another's
 * answers 404). The row is locked
 * first, so of identical concurrent actions one succeeds and the rest find the new status and get
 * 409: a cancellation gives the stock back exactly once.
 */
export async function transitionOrder(db: Db, input: TransitionInput, email: EmailContext): Promise<void> {
  const { orderId, action, actor, changes = {}, note = null, now = new Date(), staff } = input
  await inTransaction(db, async (tx) => {
    const owner =
      actor.role === 'customer'
        ? ownedBy(actor.buyer, sql`${orders.companyId}`, stepPermission(action, actor.buyer))
        : undefined
    const [current] = await tx
      .select({
        status: orders.status,
        paymentState: orders.paymentState,
        quoteValidUntil: orders.quoteValidUntil,
        claimOpen: sql<boolean>`${exists(
          tx
            .select({ one: sql`1` })
            .from(claims)
            .where(and(eq(claims.orderId, orders.id), eq(claims.state, 'open'))),
        )}`,
        goodsLeft: sql<boolean>`${exists(
          tx.select({ one: sql`1` }).from(shipments).where(eq(shipments.orderId, orders.id)),
        )}`,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), owner))
      .for('update', { of: orders })
    if (!current) throw new AppError('orders.notFound', 404)
    const quoteExpired = isQuoteExpired(current.quoteValidUntil, now)
    const decision = decide({ ...current, quoteExpired }, action, actor.role)
    if (!decision.ok) throw refusalError(decision.reason, actor, current, action)
    const { from, to, stamp } = decision.transition
    const before = staff ? await auditedTerms(tx, orderId) : null
    const settling = changes.settlementCurrency !== undefined
    const rate = settling ? await requireSettlementRate(tx, changes.settlementCurrency!, dayOf(now)) : null
    if (action === 'ship' && current.paymentState !== 'paid' && !changes.paymentOverride)
      throw new AppError('payments.notPaid', 409, { state: current.paymentState })
    // A buyer's approval above the company's limits waits for an approver, beside the status
    // (docs/decisions/058-company-approval-and-limits.md).
    if (action === 'approve_shipping_cost' && actor.role === 'customer' && actor.buyer) {
      const reason = await approvalNeeded(tx, orderId, actor.buyer, now)
      if (reason) return requestApproval(tx, orderId, actor.buyer, reason, now, email)
    }
    const set: Partial<typeof orders.$inferInsert> = { status: to, [STAMPED[stamp]]: now, updatedAt: now }
    if (changes.shippingPrice !== undefined) set.shippingPrice = changes.shippingPrice
    // A quote's terms are whole: a place left out is the destination's (null), not the last quote's.
    if (changes.incoterm !== undefined)
      Object.assign(set, { incoterm: changes.incoterm, incotermPlace: changes.incotermPlace || null })
    if (changes.validDays !== undefined) set.quoteValidUntil = dayAfter(now, changes.validDays)
    if (action === 'quote' || action === 'requote') set.leadDays = await orderLeadDays(tx, orderId)
    if (changes.trackingNumber !== undefined) set.trackingNumber = changes.trackingNumber
    if (action === 'ship' && current.paymentState !== 'paid')
      set.paymentOverrideReason = changes.paymentOverride
    if (to === 'cancelled')
      Object.assign(set, { cancelledBy: actor.role, cancellationReason: changes.reason || null })
    if (action === 'approve_shipping_cost') set.approvedBy = actor.userId
    // New terms need a new approval: a request that waited on the old ones is void.
    if (action === 'requote')
      Object.assign(set, { approvalRequestedAt: null, approvalRequestedBy: null, approvalReason: null })
    await tx
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    if (settling) await fixSettlement(tx, orderId, rate)
    await tx.insert(orderHistory).values({
      orderId,
      actorUserId: actor.userId,
      actorRole: actor.role,
      fromStatus: from,
      toStatus: to,
      // A cancellation's reason is the history's note: the operators read why.
      note: note ?? changes.reason ?? null,
      createdAt: now,
      updatedAt: now,
    })
    if (to === 'cancelled') await returnStock(tx, orderId, now)
    // The buyer confirms all is well: what the order holds goes to its suppliers.
    if (action === 'complete') await releaseHeld(tx, orderId, now)
    if (staff && before && action in AUDITED) {
      const after = await auditedTerms(tx, orderId)
      await recordAudit(tx, staff, {
        action: AUDITED[action as keyof typeof AUDITED],
        object: { type: 'order', id: orderId, label: after.label },
        changes: {
          ...changedFields(before.terms, after.terms),
          ...(note ? { note: { before: null, after: note } } : {}),
        },
      })
    }
    if (action === 'quote' || action === 'requote') await issueQuoteDocuments(tx, orderId, now)
    if (action === 'ship') await issueShipmentDocuments(tx, orderId, now)
    await emailBuyer(tx, orderId, email, action === 'requote' ? orderRequotedEmail : undefined)
    if (action === 'approve_shipping_cost') await alertStaff(tx, 'quote_approved', orderId, email)
    if (to === 'cancelled' && actor.role === 'customer') await emailStaffOfCancellation(tx, orderId, email)
  })
}
