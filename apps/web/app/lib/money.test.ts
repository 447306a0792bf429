import type { Rate } from '@caravanserai/contracts/currency-rules'
import { describe, expect, test } from 'vitest'
import { formatIn, formatMoney, formatMoneyRange, formatRate, IN_DOLLARS } from './money.ts'

// Intl separates a number from its currency, and groups digits in Russian and Armenian, with
// no-break spaces: written here as _ and read back.
const nb = (text: string) => text.replaceAll('_', '\u00a0')

const amd: Rate = { currency: 'AMD', units_per_usd: '391.250000', effective_on: '2026-11-29' }
const rub: Rate = { currency: 'RUB', units_per_usd: '92.500000', effective_on: '2026-11-29' }
const eur: Rate = { currency: 'EUR', units_per_usd: '0.923456', effective_on: '2026-11-29' }

describe('a price in the display currency', () => {
  test('is converted exactly and marked as approximate, in each language’s way', () => {
    expect(formatMoney('en', 1240, { rate: amd })).toBe(nb('≈_AMD_485,150.00'))
    expect(formatMoney('ru', 1240, { rate: rub })).toBe(nb('≈_114_700,00_₽'))
    expect(formatMoney('am', 1240, { rate: amd })).toBe(nb('≈_485_150,00_֏'))
  })

  test('is written in Persian digits on Persian pages', () => {
    expect(formatMoney('fa', 1240, { rate: amd })).toBe(nb('≈_\u200eAMD_۴۸۵٬۱۵۰٫۰۰'))
  })

  test('rounds once, halves away from zero, with no float in between', () => {
    // 0.10 × 0.923456 = 0.0923456 → 0.09; 12345678.91 × 0.923456 = 11400691.2635…
    expect(formatMoney('en', 0.1, { rate: eur })).toBe('≈\u00a0€0.09')
    expect(formatMoney('en', '12345678.91', { rate: eur })).toBe('≈\u00a0€11,400,691.26')
    // 0.01 × 391.25 = 3.9125 drams → 3.91; 0.02 × 391.25 = 7.825 → 7.83 (a half, away from zero).
    expect(formatMoney('en', 0.02, { rate: amd })).toBe(nb('≈_AMD_7.83'))
  })

  test('is plain dollars without a rate, and for dollars themselves', () => {
    expect(formatMoney('en', 1240, IN_DOLLARS)).toBe('$1,240.00')
    expect(formatMoney('ru', 1240, IN_DOLLARS)).toBe(nb('1_240,00_$'))
    expect(formatMoney('en', 1240, { rate: { ...amd, currency: 'USD', units_per_usd: '1.000000' } })).toBe(
      '$1,240.00',
    )
  })
})

describe('a span of prices', () => {
  test('converts both ends and writes them as one approximate range', () => {
    expect(formatMoneyRange('ru', 11.1, 12.4, { rate: amd })).toBe(nb('≈_4_342,88–4_851,50_AMD'))
    expect(formatMoneyRange('fa', 11.1, 12.4, { rate: amd })).toBe(nb('≈_\u200eAMD_۴٬۳۴۲٫۸۸–۴٬۸۵۱٫۵۰'))
  })

  test('with equal ends is one price, and in dollars as before', () => {
    expect(formatMoneyRange('am', 12.4, 12.4, { rate: amd })).toBe(nb('≈_4851,50_֏'))
    expect(formatMoneyRange('en', 11.1, 12.4, IN_DOLLARS)).toBe('$11.10 – $12.40')
  })
})

test('writes an amount in its own currency exactly, and a rate to its last significant place', () => {
  expect(formatIn('en', 1140.8, 'EUR')).toBe('€1,140.80')
  expect(formatIn('fa', '485150.00', 'AMD')).toBe(nb('\u200eAMD_۴۸۵٬۱۵۰٫۰۰'))
  expect(formatRate('en', eur)).toBe('€0.923456')
  expect(formatRate('ru', rub)).toBe(nb('92,50_₽'))
})
