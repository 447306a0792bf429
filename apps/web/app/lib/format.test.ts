import { expect, test } from 'vitest'
import { formatDate, formatNumber, latinDigits } from './format.ts'

test('writes Persian numbers with Persian digits', () => {
  expect(formatNumber('fa', 2026)).toBe('۲٬۰۲۶')
  expect(formatNumber('en', 2026)).toBe('2,026')
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
