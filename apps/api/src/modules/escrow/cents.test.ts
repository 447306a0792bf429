import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocate, centsText, parseCents } from './cents.ts'

describe('cents', () => {
  it('reads and writes numeric text exactly', () => {
    expect(parseCents('1234.5')).toBe(123450n)
    expect(parseCents('0.07')).toBe(7n)
    expect(parseCents('-3')).toBe(-300n)
    expect(centsText(123450n)).toBe('1234.50')
    expect(centsText(-7n)).toBe('-0.07')
    expect(() => parseCents('1.234')).toThrow()
    expect(() => parseCents('1e3')).toThrow()
  })

  it('round-trips every amount numeric(12,2) holds', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (cents) => {
        expect(parseCents(centsText(cents))).toBe(cents)
      }),
    )
  })

  it('splits without losing or making a cent, each share within a cent of its proportion', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 10n }), { minLength: 1, maxLength: 12 }),
        (cents, weights) => {
          const shares = allocate(cents, weights)
          expect(shares.reduce((a, b) => a + b, 0n)).toBe(cents)
          const total = weights.reduce((a, b) => a + b, 0n)
          shares.forEach((share, i) => {
            expect(share >= 0n).toBe(true)
            if (total === 0n) return
            const exact = cents * weights[i]!
            // |share × total − cents × weight| < total: the share is the proportion, floored or ceiled.
            const gap = share * total - exact
            expect(gap < total && gap > -total).toBe(true)
          })
        },
      ),
    )
  })

  it('gives the odd cent to the largest remainder', () => {
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n])
    expect(allocate(10n, [1n, 2n])).toEqual([3n, 7n])
    expect(allocate(5n, [0n, 0n])).toEqual([3n, 2n])
  })
})
