import {
  ORDER_ACTIONS,
  type OrderAction,
  type OrderActorRole,
  type OrderStatus,
} from '@caravanserai/contracts/orders'
import type { PaymentState } from '@caravanserai/contracts/payments'

/** Who acts on an order: its buyer, an operator, or the system's own schedule. */
export type OrderActor = OrderActorRole

/** The date column a transition stamps (docs/product.md#order-lifecycle). */
export type OrderStamp =
  | 'quoted_at'
  | 'approved_at'
  | 'shipped_at'
  | 'delivered_at'
  | 'completed_at'
  | 'cancelled_at'

/** An action's target, its stamp, and the statuses each kind of actor may take it from. */
export type Transition = {
  to: OrderStatus
  stamp: OrderStamp
  from: Partial<Record<OrderActor, readonly OrderStatus[]>>
}

/**
 * The order lifecycle (docs/product.md#order-lifecycle), the only place the code writes it down:
 * pending_shipping ─quote─▶ pending_approval ─approve─▶ processing ─ship─▶ shipped
 * ─mark_received─▶ delivered ─complete─▶ completed; a quote waiting for approval ─requote─▶ a new
 * one; and, before the goods ship, ─decline─▶ or ─cancel─▶ cancelled
 * (docs/decisions/041-ways-out-of-an-order.md).
 */
export const TRANSITIONS: Record<OrderAction, Transition> = {
  quote: { to: 'pending_approval', stamp: 'quoted_at', from: { staff: ['pending_shipping'] } },
  // New terms and a new proforma invoice for a quote the buyer has not approved (or let expire).
  requote: { to: 'pending_approval', stamp: 'quoted_at', from: { staff: ['pending_approval'] } },
  approve_shipping_cost: {
    to: 'processing',
    stamp: 'approved_at',
    from: { customer: ['pending_approval'] },
  },
  ship: { to: 'shipped', stamp: 'shipped_at', from: { staff: ['processing'] } },
  mark_received: { to: 'delivered', stamp: 'delivered_at', from: { customer: ['shipped'] } },
  complete: { to: 'completed', stamp: 'completed_at', from: { customer: ['delivered'] } },
  // An operator turns a request down before quoting it; once quoted, the order is cancelled.
  decline: { to: 'cancelled', stamp: 'cancelled_at', from: { staff: ['pending_shipping'] } },
  cancel: {
    to: 'cancelled',
    stamp: 'cancelled_at',
    from: {
      customer: ['pending_shipping', 'pending_approval', 'processing'],
      staff: ['pending_approval', 'processing'],
      // The payment deadline of an approved order that received nothing.
      system: ['processing'],
    },
  },
}

/** The status an order starts in when its shipping is still to be quoted: every checkout's. */
export const INITIAL_STATUS: OrderStatus = 'pending_shipping'

/**
 * The status an order starts in when its quote was agreed before it existed (an accepted offer,
 * docs/decisions/031-rfq-offer-becomes-approved-order.md): where an approved quote leaves one.
 */
export const AGREED_STATUS: OrderStatus = TRANSITIONS.approve_shipping_cost.to

/**
 * What the rules read: the status, the payment beside it, whether the quote is past its last day,
 * whether a claim is open (docs/decisions/044-claims.md), and whether some of its goods have left
 * in a shipment (docs/decisions/060-shipment-milestones.md).
 */
export type OrderState = {
  status: OrderStatus
  paymentState: PaymentState
  quoteExpired: boolean
  claimOpen: boolean
  goodsLeft: boolean
}

/** Why the machine refuses a step. */
export type Refusal =
  | 'forbidden'
  | 'wrongStatus'
  | 'paymentReceived'
  | 'proofWaiting'
  | 'quoteExpired'
  | 'claimOpen'
  | 'goodsLeft'

/** A quote holds through its last day, `validUntil` (YYYY-MM-DD), by the UTC date of `now`. */
export function isQuoteExpired(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && validUntil < now.toISOString().slice(0, 10)
}

export type Decision =
  | { ok: true; transition: { from: OrderStatus; to: OrderStatus; stamp: OrderStamp } }
  | { ok: false; reason: Refusal }

/**
 * What the order allows beside its status. An expired quote cannot be approved. A buyer (or the
 * payment deadline) cancels only an order that received nothing and has no transfer confirmation
 * waiting: money that moved is the operators' to settle. An operator may cancel an order with
 * money received (a refund is then due), but answers a waiting confirmation first, so that what
 * was received is known. Nobody cancels an order part of which has left in a shipment, though it
 * is still processing. Completing releases the money held to the suppliers
 * (docs/decisions/043-escrow-ledger.md), so it waits while a claim is open.
 */
function guardRefusal(state: OrderState, action: OrderAction, actor: OrderActor): Refusal | null {
  if (action === 'approve_shipping_cost') return state.quoteExpired ? 'quoteExpired' : null
  if (action === 'complete') return state.claimOpen ? 'claimOpen' : null
  if (action !== 'cancel') return null
  if (state.goodsLeft) return 'goodsLeft'
  if (state.paymentState === 'proof_sent') return 'proofWaiting'
  if (actor === 'staff' || state.paymentState === 'unpaid') return null
  return 'paymentReceived'
}

/** Whether `actor` may take `action` on an order in `state`, and what follows. */
export function decide(state: OrderState, action: OrderAction, actor: OrderActor): Decision {
  const { to, stamp, from } = TRANSITIONS[action]
  const allowed = from[actor]
  if (!allowed) return { ok: false, reason: 'forbidden' }
  if (!allowed.includes(state.status)) return { ok: false, reason: 'wrongStatus' }
  const refusal = guardRefusal(state, action, actor)
  if (refusal) return { ok: false, reason: refusal }
  return { ok: true, transition: { from: state.status, to, stamp } }
}

/** The actions `actor` may take now: what the order page offers as buttons. */
export function availableActions(state: OrderState, actor: OrderActor): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => decide(state, action, actor).ok)
}
