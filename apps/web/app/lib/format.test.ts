import { expect, test } from 'vitest'
import {
  formatDate,
  formatDay,
  formatDecimal,
  formatNumber,
  formatNumberRange,
  formatPriceRange,
  latinDigits,
} from './format.ts'

test('writes Persian numbers with Persian digits', () => {
  expect(formatNumber('fa', 2026)).toBe('۲٬۰۲۶')
  expect(formatNumber('en', 2026)).toBe('2,026')
})

test('writes decimal text exactly, past what a float holds', () => {
  const places = { maximumFractionDigits: 6 }
  expect(formatDecimal('en', '123456789012.123456', places)).toBe('123,456,789,012.123456')
  expect(formatDecimal('en', '391.250000', places)).toBe('391.25')
  expect(formatDecimal('fa', '391.250000', places)).toBe('۳۹۱٫۲۵')
})

test('writes Persian dates in the Persian calendar', () => {
  // 22 November 2026 is 1 Azar 1405.
  expect(
    formatDate('fa', new Date('2026-11-22T12:00:00Z'), { year: 'numeric', month: 'long', day: 'numeric' }),
  ).toBe('۱ آذر ۱۴۰۵')
})

test('reads Persian and Arabic-Indic digits as Latin ones, leaving the rest', () => {
  expect(latinDigits('۱۲۳۰')).toBe('1230')
  expect(latinDigits('٤٥ kg')).toBe('45 kg')
  expect(latinDigits('12')).toBe('12')
})

test('writes a calendar day as that day wherever the reader is', () => {
  expect(formatDay('en', '2026-12-04')).toBe('December 4, 2026')
  // 4 December 2026 is 13 Azar 1405.
  expect(formatDay('fa', '2026-12-04', { year: 'numeric', month: 'long', day: 'numeric' })).toBe(
    '۱۳ آذر ۱۴۰۵',
  )
})

test('writes a range the way each language does, and equal ends as one number', () => {
  expect(formatNumberRange('en', 100, 499)).toBe('100–499')
  expect(formatNumberRange('fa', 100, 499)).toBe('۱۰۰–۴۹۹')
  expect(formatNumberRange('en', 7, 7)).toBe('7')
  expect(formatPriceRange('en', 11.1, 12.4)).toBe('$11.10 – $12.40')
  expect(formatPriceRange('en', 12.4, 12.4)).toBe('$12.40')
})
