import type { Rate } from '@caravanserai/contracts/currency-rules'
import { describe, expect, test } from 'vitest'
import { IN_DOLLARS } from './money.ts'
import { formatSettled, settledFromUsd, settlementOf } from './settled-money.ts'

const nb = (text: string) => text.replaceAll('_', '\u00a0')
const amd: Rate = { currency: 'AMD', units_per_usd: '391.250000', effective_on: '2026-11-29' }
const eurOrder = {
  settlement_currency: 'EUR',
  settlement_rate: '0.920000',
  settlement_rate_on: '2026-11-20',
} as const
const dollarOrder = {
  settlement_currency: 'USD',
  settlement_rate: '1.000000',
  settlement_rate_on: null,
} as const

describe('an amount settled in dollars', () => {
  test('shows the dollars first and the display currency beside them', () => {
    expect(formatSettled('en', 1240, { rate: amd })).toBe(nb('$1,240.00 (≈_AMD_485,150.00)'))
    expect(formatSettled('am', 1240, { rate: amd })).toBe(nb('1240,00_$ (≈_485_150,00_֏)'))
    expect(formatSettled('fa', 1240, { rate: amd })).toBe(nb('\u200e$۱٬۲۴۰٫۰۰ (≈_\u200eAMD_۴۸۵٬۱۵۰٫۰۰)'))
  })

  test('is the dollars alone for a buyer who reads dollars', () => {
    expect(formatSettled('en', 1240, IN_DOLLARS, settlementOf(dollarOrder))).toBe('$1,240.00')
  })
})

describe('an amount settled in another currency by the quote', () => {
  const eur = settlementOf(eurOrder)

  test('shows that currency first, and the display currency beside it through the quote’s rate', () => {
    // €1,140.80 at 0.92 is $1,240.00, which at 391.25 drams is 485,150.00 drams.
    expect(formatSettled('en', 1140.8, { rate: amd }, eur)).toBe(nb('€1,140.80 (≈_AMD_485,150.00)'))
  })

  test('beside it the dollars for a buyer who reads dollars, and nothing for one who reads euros', () => {
    expect(formatSettled('en', 1140.8, IN_DOLLARS, eur)).toBe('€1,140.80 (≈\u00a0$1,240.00)')
    const inEuros = {
      rate: { currency: 'EUR', units_per_usd: '0.930000', effective_on: '2026-11-29' },
    } as const
    expect(formatSettled('en', 1140.8, inEuros, eur)).toBe('€1,140.80')
  })

  test('converts a dollar line as the proforma does, once and exactly', () => {
    expect(settledFromUsd(12.35, eur)).toBe('11.36')
    expect(settledFromUsd(12.35, settlementOf(dollarOrder))).toBe('12.35')
  })
})
