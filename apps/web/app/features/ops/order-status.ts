import type { OrderStatus } from '@caravanserai/contracts/orders'

/** The statuses at which an operator acts (docs/product.md#order-lifecycle): quote, then ship. */
export const OPERATOR_TURN: readonly OrderStatus[] = ['pending_shipping', 'processing']

export type StatusTone = 'accent' | 'brand' | 'neutral'

/** Orders waiting for an operator stand out; those with the buyer or on the road are calmer. */
export function statusTone(status: OrderStatus): StatusTone {
  if (OPERATOR_TURN.includes(status)) return 'accent'
  return status === 'completed' ? 'neutral' : 'brand'
}
