import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  BASE_CURRENCY,
  CURRENCIES,
  type Currency,
  convertFromUsd,
  convertToUsd,
  DEFAULT_CURRENCY_OF_LANG,
  divideRounded,
  fromMinor,
  fromScaled,
  isCurrency,
  MINOR_UNITS,
  RATE_DECIMALS,
  type Rate,
  toMinor,
  toScaled,
  usdShownAtLeast,
  usdShownAtMost,
} from './currency-rules.ts'

// Exact conversion (docs/decisions/045-currencies.md): every property below is checked with bigint
// arithmetic only, so a float slipping into the rules would show as a wrong last digit.

const abs = (n: bigint) => (n < 0n ? -n : n)
const rateOf = (currency: Currency, perUsdScaled: bigint): Rate => ({
  currency,
  units_per_usd: fromScaled(perUsdScaled, RATE_DECIMALS),
  effective_on: '2026-01-01',
})
/** What numeric(18, 6) holds above zero, as an integer of millionths. */
const perUsd = fc.bigInt({ min: 1n, max: 10n ** 18n - 1n })
/** Rates as they are met: from 0.01 to 100 000 units per dollar. */
const usualPerUsd = fc.bigInt({ min: 10_000n, max: 100_000n * 10n ** 6n })
const currency = fc.constantFrom(...CURRENCIES)
/** Minor units up to 10^15 (ten trillion with cents): past where a double holds every cent. */
const minor = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n })
/** The divisor that takes dollar cents × rate millionths to the currency's minor units. */
const shiftOf = (c: Currency) => 10n ** BigInt(MINOR_UNITS[BASE_CURRENCY] + RATE_DECIMALS - MINOR_UNITS[c])

describe('the list of currencies', () => {
  test('has minor units for each, and a default for each language among them', () => {
    expect(Object.keys(MINOR_UNITS).sort()).toEqual([...CURRENCIES].sort())
    expect(Object.values(DEFAULT_CURRENCY_OF_LANG).every(isCurrency)).toBe(true)
    expect(CURRENCIES[0]).toBe(BASE_CURRENCY)
    expect([isCurrency('AMD'), isCurrency('amd'), isCurrency('XXX'), isCurrency(1)]).toEqual([
      true,
      false,
      false,
      false,
    ])
  })
})

describe('decimal text', () => {
  test('reads back every scaled integer it wrote, at any number of places', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), fc.nat(9), (units, decimals) => {
        const text = fromScaled(units, decimals)
        expect(toScaled(text, decimals)).toBe(units)
        expect(text.split('.')[1]?.length ?? 0).toBe(decimals)
        // Trailing zeros past the places lose nothing, so they are taken.
        if (decimals > 0) expect(toScaled(`${text}000`, decimals)).toBe(units)
      }),
    )
  })

  test('writes the places a currency has', () => {
    expect(fromMinor(27_000_000n, 'AMD')).toBe('270000.00')
    expect(fromMinor(-7n, 'EUR')).toBe('-0.07')
    expect(fromScaled(5n, 0)).toBe('5')
    expect(toMinor('12.5', 'USD')).toBe(1250n)
  })

  test('refuses more places than the currency has instead of rounding them away', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.nat(6),
        fc.integer({ min: 1, max: 9 }),
        (units, d, digit) => {
          const text = `${fromScaled(units, d)}${d === 0 ? '.' : ''}${digit}`
          expect(() => toScaled(text, d)).toThrow(RangeError)
        },
      ),
    )
    expect(() => toMinor('1.005', 'USD')).toThrow(/more than 2 decimals/)
    expect(() => toMinor(0.1 + 0.2, 'USD')).toThrow(RangeError)
  })

  test('refuses what is not a plain decimal', () => {
    for (const text of ['', ' ', '1e3', '.5', '1.', '+1', '1,5', '١٢', 'NaN', '0x10', '1 000', '--1'])
      expect(() => toScaled(text, 2), text).toThrow(RangeError)
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 1e21])
      expect(() => toScaled(value, 2), String(value)).toThrow(RangeError)
  })

  test('reads a JSON number of cents exactly, up to ten trillion', () => {
    fc.assert(
      fc.property(minor, (cents) => {
        expect(toMinor(Number(cents) / 100, 'USD')).toBe(cents)
      }),
    )
    expect(() => toMinor(1e-7, 'USD')).toThrow(RangeError)
  })
})

describe('the one rounding', () => {
  test('is the nearest integer, halves away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        (n, d) => {
          const q = divideRounded(n, d)
          const gap = abs(n - q * d) * 2n
          expect(gap <= d).toBe(true)
          // On an exact half, the quotient is the one further from zero.
          if (gap === d) expect(abs(q * d) > abs(n)).toBe(true)
          expect(divideRounded(-n, d)).toBe(-q)
        },
      ),
    )
    expect([5n, 15n, 25n, -5n, -15n, 4n, 6n].map((n) => divideRounded(n, 10n))).toEqual([
      1n,
      2n,
      3n,
      -1n,
      -2n,
      0n,
      1n,
    ])
  })

  test('rounds an amount ending in half a minor unit up, and a negative one down', () => {
    // 1 cent at 390.5 dram is 3.905 dram; 1 dollar at 1.005 euro is 1.005 euro.
    expect(convertFromUsd('0.01', rateOf('AMD', 390_500_000n))).toBe('3.91')
    expect(convertFromUsd('-0.01', rateOf('AMD', 390_500_000n))).toBe('-3.91')
    expect(convertFromUsd('1.00', rateOf('EUR', 1_005_000n))).toBe('1.01')
    expect(convertFromUsd('1.00', rateOf('EUR', 1_004_999n))).toBe('1.00')
    expect(convertFromUsd(1, rateOf('EUR', 1_015_000n))).toBe('1.02')
    // 0.05 lira at 10 lira a dollar is half a cent.
    expect(convertToUsd('0.05', rateOf('TRY', 10_000_000n))).toBe('0.01')
    expect(convertToUsd('0.04', rateOf('TRY', 10_000_000n))).toBe('0.00')
  })
})

describe('conversion', () => {
  test('is the exact product rounded once, at any rate numeric(18, 6) holds', () => {
    fc.assert(
      fc.property(minor, perUsd, currency, (cents, rate, c) => {
        const exact = cents * rate
        const shift = shiftOf(c)
        // An oracle apart from divideRounded: truncate, then step away from zero on half or more.
        let q = exact / shift
        if (abs(exact % shift) * 2n >= shift) q += exact < 0n ? -1n : 1n
        expect(toMinor(convertFromUsd(fromMinor(cents, 'USD'), rateOf(c, rate)), c)).toBe(q)
      }),
    )
    expect(convertFromUsd('90071992547409.93', rateOf('AMD', 391_250_000n))).toBe('35240667084174135.11')
  })

  test('keeps amounts at a rate of one, and a dollar in dollars', () => {
    fc.assert(
      fc.property(minor, currency, (cents, c) => {
        const one = rateOf(c, 10n ** 6n)
        const text = fromMinor(cents, 'USD')
        expect(convertFromUsd(text, one)).toBe(fromMinor(cents, c))
        expect(convertToUsd(fromMinor(cents, c), one)).toBe(text)
      }),
    )
  })

  test('brings dollars back exactly from a currency worth less than a dollar', () => {
    // x = round(u·r) is within ½ unit of u·r, so x / r is within 1 / (2r) < ½ cent of u when r > 1,
    // and rounding it gives u back.
    fc.assert(
      fc.property(minor, fc.bigInt({ min: 10n ** 6n, max: 10n ** 18n - 1n }), currency, (cents, rate, c) => {
        const r = rateOf(c, rate)
        expect(convertToUsd(convertFromUsd(fromMinor(cents, 'USD'), r), r)).toBe(fromMinor(cents, 'USD'))
      }),
    )
  })

  test('brings dollars back within ½ + 1 / (2r) cents at any rate', () => {
    // Both roundings are at most half a unit: |back − u| ≤ ½ + S / (2R), S the shift and R the
    // rate in millionths; so 2R·|back − u| ≤ R + S, checked in integers.
    fc.assert(
      fc.property(minor, perUsd, currency, (cents, rate, c) => {
        const r = rateOf(c, rate)
        const back = toMinor(convertToUsd(convertFromUsd(fromMinor(cents, 'USD'), r), r), 'USD')
        expect(2n * rate * abs(back - cents) <= rate + shiftOf(c)).toBe(true)
      }),
    )
  })

  test('brings an amount in a currency back within ½ + r / 2 of its minor units', () => {
    // The dollar's cent is the coarser step when r > 1: 1 cent is r minor units, so the trip
    // through dollars may move 1 000 dram by up to 1.96 dram at 391.25; in integers
    // 2S·|back − x| ≤ S + R.
    fc.assert(
      fc.property(minor, usualPerUsd, currency, (amount, rate, c) => {
        const r = rateOf(c, rate)
        const back = toMinor(convertFromUsd(convertToUsd(fromMinor(amount, c), r), r), c)
        const shift = shiftOf(c)
        expect(2n * shift * abs(back - amount) <= shift + rate).toBe(true)
      }),
    )
  })

  test('keeps order, and a sum of converted amounts within (n + 1) / 2 units of the converted sum', () => {
    // Each of the n amounts and the sum is rounded once, each by at most half a unit.
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        usualPerUsd,
        currency,
        (amounts, rate, c) => {
          const r = rateOf(c, rate)
          const each = amounts.map((a) => toMinor(convertFromUsd(fromMinor(a, 'USD'), r), c))
          const total = toMinor(
            convertFromUsd(
              fromMinor(
                amounts.reduce((a, b) => a + b, 0n),
                'USD',
              ),
              r,
            ),
            c,
          )
          const sum = each.reduce((a, b) => a + b, 0n)
          expect(2n * abs(sum - total) <= BigInt(amounts.length + 1)).toBe(true)
          const sorted = [...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
          const converted = sorted.map((a) => toMinor(convertFromUsd(fromMinor(a, 'USD'), r), c))
          expect(converted.every((x, i) => i === 0 || converted[i - 1]! <= x)).toBe(true)
        },
      ),
    )
  })

  test('refuses an amount with more places than its currency has', () => {
    const dram = rateOf('AMD', 391_250_000n)
    expect(() => convertFromUsd('1.001', dram)).toThrow(RangeError)
    expect(() => convertToUsd('100.001', dram)).toThrow(RangeError)
    expect(() => convertFromUsd('1', { ...dram, units_per_usd: '391.2500001' })).toThrow(RangeError)
  })
})

describe('price filter bounds read in a currency', () => {
  test('keep exactly the dollar prices whose display amounts are within them', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 11n }),
        perUsd,
        currency,
        fc.bigInt({ min: -3n, max: 3n }),
        (cents, rate, c, delta) => {
          const r = rateOf(c, rate)
          const shown = toMinor(convertFromUsd(fromMinor(cents, 'USD'), r), c)
          // A bound at or beside the price's own display amount, where an off-by-one would show.
          const bound = shown + delta < 0n ? 0n : shown + delta
          const least = toMinor(usdShownAtLeast(fromMinor(bound, c), r), 'USD')
          const most = toMinor(usdShownAtMost(fromMinor(bound, c), r), 'USD')
          expect(cents >= least).toBe(shown >= bound)
          expect(cents <= most).toBe(shown <= bound)
        },
      ),
    )
  })

  test('read a bound finer than the currency inward, to the amounts a display can show', () => {
    const dram = rateOf('AMD', 391_250_000n)
    expect(usdShownAtLeast(5000.005, dram)).toBe(usdShownAtLeast('5000.01', dram))
    expect(usdShownAtMost(5000.005, dram)).toBe(usdShownAtMost('5000.00', dram))
    expect(usdShownAtLeast(12.345, rateOf('USD', 10n ** 6n))).toBe('12.35')
    expect(usdShownAtMost(12.345, rateOf('USD', 10n ** 6n))).toBe('12.34')
    // 5000 dram at 391.25 is 12.7795… dollars: 12.78 shows as 5000.18, 12.77 as 4996.26.
    expect([usdShownAtLeast(5000, dram), usdShownAtMost(5000, dram)]).toEqual(['12.78', '12.77'])
  })
})
