import { ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'
import { describe, expect, test } from 'vitest'
import { buyerActionPath } from '../../api/orders.ts'
import { buyerActionOf } from './order-actions.ts'
import { orderTimeline } from './order-timeline.ts'

const dates = {
  created_at: '2026-05-01T08:00:00Z',
  quoted_at: '2026-05-02T08:00:00Z',
  approved_at: '2026-05-03T08:00:00Z',
  shipped_at: '2026-05-04T08:00:00Z',
  delivered_at: '2026-05-08T08:00:00Z',
  completed_at: '2026-05-09T08:00:00Z',
}

/** An order at `status` (one of the lifecycle's) with the dates the steps up to it stamp. */
function orderAt(status: Exclude<OrderStatus, 'cancelled'>) {
  const reached = (step: OrderStatus) => ORDER_STATUSES.indexOf(status) >= ORDER_STATUSES.indexOf(step)
  return {
    status,
    created_at: dates.created_at,
    quoted_at: reached('pending_approval') ? dates.quoted_at : null,
    approved_at: reached('processing') ? dates.approved_at : null,
    shipped_at: reached('shipped') ? dates.shipped_at : null,
    delivered_at: reached('delivered') ? dates.delivered_at : null,
    completed_at: reached('completed') ? dates.completed_at : null,
    cancelled_at: null,
    tracking_number: reached('shipped') ? 'TRK-42' : null,
  }
}

/** The order at `status` cancelled there, a day after the requests' first steps. */
const cancelledAt = (status: 'pending_shipping' | 'pending_approval' | 'processing') => ({
  ...orderAt(status),
  status: 'cancelled' as const,
  cancelled_at: '2026-05-10T08:00:00Z',
})

describe('the order timeline', () => {
  test.each([
    ['pending_shipping', ['created']],
    ['pending_approval', ['created', 'pending_approval']],
    ['processing', ['created', 'processing']],
    ['shipped', ['created', 'processing', 'shipped']],
    ['delivered', ['created', 'processing', 'shipped', 'delivered']],
    ['completed', ['created', 'processing', 'shipped', 'delivered', 'completed']],
  ] as const)('at %s shows %j', (status, steps) => {
    expect(orderTimeline(orderAt(status)).map((s) => s.step)).toEqual(steps)
  })

  test('marks the last step shown as where the order stands', () => {
    const steps = orderTimeline(orderAt('shipped'))
    expect(steps.map((s) => s.current)).toEqual([false, false, true])
    expect(orderTimeline(orderAt('pending_shipping'))).toEqual([
      { step: 'created', at: dates.created_at, current: true },
    ])
  })

  test('dates each step, and the shipped step carries the tracking number', () => {
    expect(orderTimeline(orderAt('completed'))).toEqual([
      { step: 'created', at: dates.created_at, current: false },
      { step: 'processing', at: dates.approved_at, current: false },
      { step: 'shipped', at: dates.shipped_at, tracking: 'TRK-42', current: false },
      { step: 'delivered', at: dates.delivered_at, current: false },
      { step: 'completed', at: dates.completed_at, current: true },
    ])
    expect(orderTimeline(orderAt('pending_approval'))[1]).toEqual({
      step: 'pending_approval',
      at: dates.quoted_at,
      current: true,
    })
  })

  test('a cancelled order shows how far it came, then its cancellation with the date', () => {
    expect(orderTimeline(cancelledAt('pending_shipping'))).toEqual([
      { step: 'created', at: dates.created_at, current: false },
      { step: 'cancelled', at: '2026-05-10T08:00:00Z', current: true },
    ])
    expect(orderTimeline(cancelledAt('pending_approval')).map((s) => s.step)).toEqual([
      'created',
      'pending_approval',
      'cancelled',
    ])
    expect(orderTimeline(cancelledAt('processing')).map((s) => s.step)).toEqual([
      'created',
      'processing',
      'cancelled',
    ])
  })
})

describe('what the buyer may do', () => {
  test('takes the step the API offers', () => {
    expect(buyerActionOf({ available_actions: ['approve_shipping_cost'] })).toBe('approve_shipping_cost')
    expect(buyerActionOf({ available_actions: ['mark_received'] })).toBe('mark_received')
    expect(buyerActionOf({ available_actions: ['complete'] })).toBe('complete')
  })

  test('shows nothing when the API offers no step of the buyer', () => {
    expect(buyerActionOf({ available_actions: [] })).toBeNull()
    expect(buyerActionOf({ available_actions: ['quote', 'ship'] })).toBeNull()
  })

  test('each action calls its API path', () => {
    expect(buyerActionPath('approve_shipping_cost', 7)).toBe('/customer/approve-shipping-cost/7/')
    expect(buyerActionPath('mark_received', 7)).toBe('/customer/gain-order/7/')
    expect(buyerActionPath('complete', 7)).toBe('/customer/complete-order/7/')
  })
})
