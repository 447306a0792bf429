import { ORDER_STATUSES, type Order, type OrderStatus } from '@caravanserai/contracts/orders'

export type TimelineStepName =
  | 'created'
  | 'pending_approval'
  | 'processing'
  | 'shipped'
  | 'delivered'
  | 'completed'
  | 'cancelled'

export type TimelineStep = {
  step: TimelineStepName
  /** When the order reached this step (null when the server has no date for it). */
  at: string | null
  /** Only on the shipped step. */
  tracking?: string | null
  /** The step the order stands at now: the last one shown. */
  current: boolean
}

type TimelineOrder = Pick<
  Order,
  | 'status'
  | 'created_at'
  | 'quoted_at'
  | 'approved_at'
  | 'shipped_at'
  | 'delivered_at'
  | 'completed_at'
  | 'cancelled_at'
  | 'tracking_number'
>

const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status)

/**
 * The timeline (docs/product.md#orders): created always; pending approval only while
 * pending_approval; processing for processing and later; shipped (with its date and tracking
 * number) for shipped and later; delivered (with its date) for delivered and completed; completed
 * with its date. A cancelled order shows the quote it left unapproved, or its approval, then the
 * cancellation with its date.
 */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const steps: Omit<TimelineStep, 'current'>[] = [{ step: 'created', at: order.created_at }]
  if (order.status === 'cancelled') {
    if (order.approved_at) steps.push({ step: 'processing', at: order.approved_at })
    else if (order.quoted_at) steps.push({ step: 'pending_approval', at: order.quoted_at })
    steps.push({ step: 'cancelled', at: order.cancelled_at })
    return steps.map((step, index) => ({ ...step, current: index === steps.length - 1 }))
  }
  const reached = rank(order.status)
  if (order.status === 'pending_approval') steps.push({ step: 'pending_approval', at: order.quoted_at })
  if (reached >= rank('processing')) steps.push({ step: 'processing', at: order.approved_at })
  if (reached >= rank('shipped'))
    steps.push({ step: 'shipped', at: order.shipped_at, tracking: order.tracking_number })
  if (reached >= rank('delivered')) steps.push({ step: 'delivered', at: order.delivered_at })
  if (order.status === 'completed') steps.push({ step: 'completed', at: order.completed_at })
  return steps.map((step, index) => ({ ...step, current: index === steps.length - 1 }))
}
