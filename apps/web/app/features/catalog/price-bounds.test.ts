import type { Rate } from '@caravanserai/contracts/currency-rules'
import { describe, expect, test } from 'vitest'
import { apiPriceBounds, boundsIn, priceScale } from './price-bounds.ts'

const amd: Rate = { currency: 'AMD', units_per_usd: '391.250000', effective_on: '2026-11-29' }
const rub: Rate = { currency: 'RUB', units_per_usd: '92.500000', effective_on: '2026-11-28' }
const eur: Rate = { currency: 'EUR', units_per_usd: '0.920000', effective_on: '2026-11-29' }

describe('the bounds the API reads', () => {
  test('are dollars as typed when typed in dollars, with no currency named', () => {
    expect(apiPriceBounds({ min: '100', max: '500' }, 'USD')).toEqual({ price_gt: '100', price_lt: '500' })
  })

  test('are as typed in another currency, which the API is told', () => {
    expect(apiPriceBounds({ min: '50000', max: '1000000' }, 'AMD')).toEqual({
      price_gt: '50000',
      price_lt: '1000000',
      currency: 'AMD',
    })
  })

  test('leave out an open end and a maximum of nothing, and name no currency without a bound', () => {
    expect(apiPriceBounds({ min: '', max: '0' }, 'AMD')).toEqual({})
    expect(apiPriceBounds({ min: '', max: '92.5' }, 'RUB')).toEqual({ price_lt: '92.5', currency: 'RUB' })
  })
})

describe('bounds shown in another currency than the URL’s', () => {
  test('go through the dollar to whole units, the minimum down and the maximum up', () => {
    // 100 dollars is 39125 drams; 333.33 dollars is 130415.36… drams.
    expect(boundsIn({ min: '100', max: '333.33' }, 'USD', 'AMD', [amd])).toEqual({
      min: '39125',
      max: '130416',
    })
    // 50000 drams is 127.80 dollars, 117.58 euros (down for a minimum).
    expect(boundsIn({ min: '50000', max: '' }, 'AMD', 'EUR', [amd, eur])).toEqual({ min: '117', max: '' })
  })

  test('are the same in the same currency, and empty when a rate is missing', () => {
    const range = { min: '5', max: '9' }
    expect(boundsIn(range, 'AMD', 'AMD', [])).toBe(range)
    expect(boundsIn(range, 'AMD', 'USD', [])).toEqual({ min: '', max: '' })
  })
})

describe('the slider’s scale', () => {
  test('is $10,000 in steps of $50 for dollars', () => {
    expect(priceScale(null)).toEqual({ max: 10_000, step: 50 })
  })

  test('is the same top in the display currency, rounded up to one significant digit', () => {
    expect(priceScale(amd)).toEqual({ max: 4_000_000, step: 20_000 })
    expect(priceScale(rub)).toEqual({ max: 1_000_000, step: 5_000 })
    expect(priceScale(eur)).toEqual({ max: 10_000, step: 50 })
  })
})
