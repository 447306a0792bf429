import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  CURRENCIES,
  convertFromUsd,
  fromScaled,
  RATE_DECIMALS,
  type Rate,
  toMinor,
} from './currency-rules.ts'
import { settleAmounts } from './settlement-rules.ts'

// Per-line conversion, then sums (docs/decisions/046-settlement-currency.md), checked in bigint.

const rate = (currency: Rate['currency'], perUsd: bigint): Rate => ({
  currency,
  units_per_usd: fromScaled(perUsd, RATE_DECIMALS),
  effective_on: '2026-11-29',
})
const cents = fc.bigInt({ min: 0n, max: 10n ** 11n })
const usd = cents.map((c) => fromScaled(c, 2))

describe('settleAmounts', () => {
  test('converts each line once and its totals are the exact sums of what it shows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES.filter((c) => c !== 'USD')),
        fc.bigInt({ min: 10_000n, max: 100_000n * 10n ** 6n }),
        fc.array(usd, { maxLength: 30 }),
        usd,
        (currency, perUsd, lines, shipping) => {
          const r = rate(currency, perUsd)
          const settled = settleAmounts(lines, shipping, r)
          expect(settled.lines).toEqual(lines.map((l) => convertFromUsd(l, r)))
          const sum = settled.lines.reduce((s, l) => s + toMinor(l, currency), 0n)
          expect(toMinor(settled.goods, currency)).toBe(sum)
          expect(settled.shipping).toBe(convertFromUsd(shipping, r))
          expect(toMinor(settled.total, currency)).toBe(sum + toMinor(settled.shipping, currency))
        },
      ),
    )
  })

  test('keeps dollar amounts as they are without a rate', () => {
    fc.assert(
      fc.property(fc.array(usd, { maxLength: 10 }), usd, (lines, shipping) => {
        const settled = settleAmounts(lines, shipping, null)
        expect(settled.currency).toBe('USD')
        expect(settled.lines.map((l) => toMinor(l, 'USD'))).toEqual(lines.map((l) => toMinor(l, 'USD')))
        const total = [...lines, shipping].reduce((s, l) => s + toMinor(l, 'USD'), 0n)
        expect(toMinor(settled.total, 'USD')).toBe(total)
      }),
    )
  })

  test('may differ from converting the dollar total by the lines’ roundings, and says the sum of the lines', () => {
    const r = rate('EUR', 920_000n)
    const settled = settleAmounts(['0.05', '0.05', '0.05'], '0.00', r)
    expect(settled.lines).toEqual(['0.05', '0.05', '0.05'])
    expect(settled.total).toBe('0.15')
    expect(convertFromUsd('0.15', r)).toBe('0.14')
  })
})
