import { expect, test } from 'vitest'
import { takeEcho } from './use-catalog-filters.ts'

test('an address we wrote is known when it comes back, however late', () => {
  const written = ['price_gt=350', 'price_lt=100']
  // The router renders the first write after the buyer moved on: still ours, nothing to undo.
  expect(takeEcho(written, 'price_gt=350')).toBe(true)
  expect(written).toEqual(['price_lt=100'])
  expect(takeEcho(written, 'price_lt=100')).toBe(true)
  expect(written).toEqual([])
})

test('an address we never wrote is a change from outside', () => {
  expect(takeEcho(['price_gt=350'], 'category=2')).toBe(false)
})

test('a write that a later one overtook is dropped when the later one arrives', () => {
  const written = ['price_gt=300', 'price_gt=350']
  expect(takeEcho(written, 'price_gt=350')).toBe(true)
  // Going back to the overtaken address later is the buyer's doing, not an echo.
  expect(takeEcho(written, 'price_gt=300')).toBe(false)
})
