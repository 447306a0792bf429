import { ORDER_STATUSES } from '@caravanserai/contracts/orders'
import { expect, test } from 'vitest'
import { ORDER_STATUS_TONES } from './order-status-badge.tsx'

test('every order status has its own colour, the same for buyers and operators', () => {
  const grounds = ORDER_STATUSES.map((status) => ORDER_STATUS_TONES[status].badge)
  expect(grounds.every(Boolean)).toBe(true)
  expect(new Set(grounds).size).toBe(ORDER_STATUSES.length)
})
