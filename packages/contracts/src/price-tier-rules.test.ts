import { describe, expect, test } from 'vitest'
import { checkTiers, readTiers, tierPrice } from './price-tier-rules.ts'

const tiers = [
  { min_quantity: 1, price: 12.4 },
  { min_quantity: 100, price: 11.8 },
  { min_quantity: 500, price: 11.1 },
]
const variation = { price: 12.4, minimum_order_quantity: 1 }

describe('volume price tiers', () => {
  test('each quantity takes the tier whose range holds it', () => {
    expect([1, 99, 100, 499, 500, 10_000].map((q) => tierPrice(tiers, q))).toEqual([
      12.4, 12.4, 11.8, 11.8, 11.1, 11.1,
    ])
  })

  test('read tiers close each range at the next start, the last open', () => {
    expect(readTiers(tiers).map((x) => [x.min_quantity, x.max_quantity])).toEqual([
      [1, 99],
      [100, 499],
      [500, null],
    ])
  })

  test('a good list passes; each kind of mistake is named at its tier', () => {
    expect(checkTiers(tiers, variation)).toBeNull()
    expect(checkTiers([], variation)).toBeNull()
    expect(checkTiers(tiers, { ...variation, minimum_order_quantity: 10 })).toEqual({
      problem: 'ops.tierFirstAtMinimum',
      index: 0,
    })
    expect(checkTiers(tiers, { ...variation, price: 13 })).toEqual({
      problem: 'ops.tierFirstPrice',
      index: 0,
    })
    expect(checkTiers([tiers[0]!, tiers[2]!, tiers[1]!], variation)).toEqual({
      problem: 'ops.tiersAscending',
      index: 2,
    })
    expect(checkTiers([tiers[0]!, { min_quantity: 100, price: 12.4 }], variation)).toEqual({
      problem: 'ops.tierPriceNotLower',
      index: 1,
    })
    expect(checkTiers([tiers[0]!, { min_quantity: 1, price: 11 }], variation)).toEqual({
      problem: 'ops.tiersAscending',
      index: 1,
    })
  })
})
