import { IDEMPOTENCY_KEY_PATTERN } from '@caravanserai/contracts/orders'
import { describe, expect, test } from 'vitest'
import { cartFingerprint, checkoutKey, newIdempotencyKey, summaryLines } from './checkout-rules.ts'
import { dashboardFigures } from './dashboard-figures.ts'

const line = (id: number, variation: number, quantity: number) => ({
  id,
  quantity,
  product_variation: { id: variation },
})

describe('the checkout summary', () => {
  test('names the first 3 items and counts the rest', () => {
    expect(summaryLines(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 })
    expect(summaryLines(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 })
    expect(summaryLines(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
  })
})

describe('the idempotency key of a checkout', () => {
  let n = 0
  const fresh = () => `key-${++n}`

  test('a cart is told by its lines and quantities, in any order, and by its buyer', () => {
    const cart = cartFingerprint(3, [line(12, 5, 2), line(10, 4, 1)])
    expect(cart).toBe(cartFingerprint(3, [line(10, 4, 1), line(12, 5, 2)]))
    expect(cart).not.toBe(cartFingerprint(3, [line(10, 4, 1), line(12, 5, 3)]))
    expect(cart).not.toBe(cartFingerprint(3, [line(10, 4, 1)]))
    expect(cart).not.toBe(cartFingerprint(4, [line(12, 5, 2), line(10, 4, 1)]))
  })

  test('a retry of the same cart reuses the key; another cart gets a new one', () => {
    const first = checkoutKey('3:10.4.1', null, fresh)
    expect(checkoutKey('3:10.4.1', first, fresh)).toEqual(first)
    const next = checkoutKey('3:11.4.1', first, fresh)
    expect(next.cart).toBe('3:11.4.1')
    expect(next.key).not.toBe(first.key)
  })

  test('new keys are random and fit the header the server accepts', () => {
    const a = newIdempotencyKey()
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN)
    expect(a).not.toBe(newIdempotencyKey())
    expect(newIdempotencyKey((bytes) => bytes.fill(171))).toBe(`checkout-${'ab'.repeat(16)}`)
  })
})

describe('the dashboard figures', () => {
  test('group the statuses as the overview shows them', () => {
    expect(
      dashboardFigures(12, {
        pending_shipping: 1,
        pending_approval: 2,
        processing: 3,
        shipped: 1,
        delivered: 1,
        completed: 3,
        cancelled: 1,
      }),
    ).toEqual({ total: 12, awaitingApproval: 2, preparing: 4, inTransit: 1, toComplete: 1, completed: 3 })
  })
})
