import { ORDER_ACTIONS, type OrderAction, type OrderStatus } from '@caravanserai/contracts/orders'

/** Who acts on an order: its buyer or an operator. */
export type OrderActor = 'customer' | 'staff'

/** The date column a transition stamps (docs/product.md#order-lifecycle). */
export type OrderStamp = 'quoted_at' | 'approved_at' | 'shipped_at' | 'delivered_at' | 'completed_at'

export type Transition = { from: OrderStatus; to: OrderStatus; actor: OrderActor; stamp: OrderStamp }

/**
 * The order lifecycle (docs/product.md#order-lifecycle), the only place the code writes it down:
 * pending_shipping ─quote─▶ pending_approval ─approve─▶ processing ─ship─▶ shipped
 * ─mark_received─▶ delivered ─complete─▶ completed.
 */
export const TRANSITIONS: Record<OrderAction, Transition> = {
  quote: { from: 'pending_shipping', to: 'pending_approval', actor: 'staff', stamp: 'quoted_at' },
  approve_shipping_cost: {
    from: 'pending_approval',
    to: 'processing',
    actor: 'customer',
    stamp: 'approved_at',
  },
  ship: { from: 'processing', to: 'shipped', actor: 'staff', stamp: 'shipped_at' },
  mark_received: { from: 'shipped', to: 'delivered', actor: 'customer', stamp: 'delivered_at' },
  complete: { from: 'delivered', to: 'completed', actor: 'customer', stamp: 'completed_at' },
}

/** The status an order starts in when its shipping is still to be quoted: every checkout's. */
export const INITIAL_STATUS: OrderStatus = 'pending_shipping'

/**
 * The status an order starts in when its quote was agreed before it existed (an accepted offer,
 * docs/decisions/031-rfq-offer-becomes-approved-order.md): where an approved quote leaves one.
 */
export const AGREED_STATUS: OrderStatus = TRANSITIONS.approve_shipping_cost.to

export type Decision =
  | { ok: true; transition: Transition }
  | { ok: false; reason: 'forbidden' | 'wrongStatus' }

/** Whether `actor` may take `action` on an order at `status`, and what follows. */
export function decide(status: OrderStatus, action: OrderAction, actor: OrderActor): Decision {
  const transition = TRANSITIONS[action]
  if (transition.actor !== actor) return { ok: false, reason: 'forbidden' }
  if (transition.from !== status) return { ok: false, reason: 'wrongStatus' }
  return { ok: true, transition }
}

/** The actions `actor` may take now: what the order page offers as buttons. */
export function availableActions(status: OrderStatus, actor: OrderActor): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => decide(status, action, actor).ok)
}
