import { describe, expect, test } from 'vitest'
import { parseAmount, toCents } from './amount.ts'

describe('an amount typed by an operator', () => {
  test.each([
    ['120.5', 120.5],
    ['1,250.75', 1250.75],
    [' 99 ', 99],
    ['0', 0],
    ['.5', 0.5],
    ['1250', 1250],
    ['0.001', 0.001],
    ['-3', -3],
  ])('reads %j in English as %d', (text, value) => {
    expect(parseAmount(text, 'en')).toBe(value)
  })

  test('reads each language its own way, and a full stop as a decimal point everywhere', () => {
    expect(parseAmount('1 250,75', 'ru')).toBe(1250.75)
    expect(parseAmount('1\u00a0250,75', 'ru')).toBe(1250.75)
    expect(parseAmount('12.5', 'ru')).toBe(12.5)
    expect(parseAmount('7,05', 'am')).toBe(7.05)
    expect(parseAmount('۱٬۲۵۰٫۷۵', 'fa')).toBe(1250.75)
    expect(parseAmount('۱۲۰.۵', 'fa')).toBe(120.5)
    expect(parseAmount('٣٤', 'fa')).toBe(34)
  })

  test.each(['', ' ', 'abc', '12a', '1e3', '1.2.3', '--1', '1,2,3.4.5', '$10'])('refuses %j', (text) => {
    expect(parseAmount(text, 'en')).toBeNull()
  })

  test('grouping must split the whole part in threes, so a misplaced mark is refused, not misread', () => {
    expect(parseAmount('1,25', 'en')).toBeNull()
    expect(parseAmount('12 5', 'ru')).toBeNull()
    expect(parseAmount('1,250,000', 'en')).toBe(1_250_000)
    // A full stop is a decimal point in Russian too, never a group mark.
    expect(parseAmount('1.250', 'ru')).toBe(1.25)
  })

  test('amounts become whole cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1250.75)).toBe(125075)
  })
})
