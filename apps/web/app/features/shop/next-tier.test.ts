import { describe, expect, test } from 'vitest'
import { nextTier } from './next-tier.ts'

const tiers = [
  { min_quantity: 50, max_quantity: 99, price: 12.4 },
  { min_quantity: 100, max_quantity: 499, price: 11.8 },
  { min_quantity: 500, max_quantity: null, price: 11.1 },
]

describe('the next volume tier of a cart line', () => {
  test('is the first tier starting above the quantity', () => {
    expect(nextTier(tiers, 50, 1000)).toEqual(tiers[1])
    expect(nextTier(tiers, 99, 1000)).toEqual(tiers[1])
    expect(nextTier(tiers, 100, 1000)).toEqual(tiers[2])
    expect(nextTier(tiers, 499, 1000)).toEqual(tiers[2])
  })

  test('is none in the last tier, without tiers, or beyond the stock', () => {
    expect(nextTier(tiers, 500, 1000)).toBeNull()
    expect(nextTier([tiers[0]!], 50, 1000)).toBeNull()
    expect(nextTier(tiers, 120, 499)).toBeNull()
    expect(nextTier(tiers, 120, 500)).toEqual(tiers[2])
  })
})
