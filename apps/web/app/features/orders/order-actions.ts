import type { OrderStatus } from '@caravanserai/contracts/orders'

/** The steps a buyer takes on an order (docs/product.md#order-lifecycle). */
export type BuyerAction = 'approve_shipping_cost' | 'mark_received' | 'complete'

const BY_STATUS: Partial<Record<OrderStatus, BuyerAction>> = {
  pending_approval: 'approve_shipping_cost',
  shipped: 'mark_received',
  delivered: 'complete',
}

/**
 * Approve the shipping cost at pending_approval, mark as received (gain order) at shipped, complete
 * at delivered; nothing at the other statuses.
 */
export function buyerActionFor(status: OrderStatus): BuyerAction | null {
  return BY_STATUS[status] ?? null
}

/** The API paths of the three customer actions. */
export function buyerActionPath(action: BuyerAction, orderId: number): string {
  switch (action) {
    case 'approve_shipping_cost':
      return `/customer/approve-shipping-cost/${orderId}/`
    case 'mark_received':
      return `/customer/gain-order/${orderId}/`
    case 'complete':
      return `/customer/complete-order/${orderId}/`
  }
}
