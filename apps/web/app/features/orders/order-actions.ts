import type { Order, OrderAction } from '@caravanserai/contracts/orders'

/** The steps a buyer takes on an order (docs/product.md#order-lifecycle). */
export type BuyerAction = Extract<OrderAction, 'approve_shipping_cost' | 'mark_received' | 'complete'>

const BUYER_ACTIONS: readonly OrderAction[] = ['approve_shipping_cost', 'mark_received', 'complete']

const isBuyerAction = (action: OrderAction): action is BuyerAction => BUYER_ACTIONS.includes(action)

/**
 * The step the buyer can take now, as the API offers it (`available_actions`), or null. The API
 * owns the order lifecycle; the page only shows what it is offered.
 */
export function buyerActionOf(order: Pick<Order, 'available_actions'>): BuyerAction | null {
  return order.available_actions.find(isBuyerAction) ?? null
}
