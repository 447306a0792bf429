import { describe, expect, test } from 'vitest'
import { decimalText, parseNumber } from './parse-number.ts'

describe('a number as a person types it', () => {
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
    expect(parseNumber(text, 'en')).toBe(value)
  })

  test.each([
    ['ru', '1 250,75', 1250.75],
    ['ru', '1\u00a0250,75', 1250.75],
    ['ru', '12.5', 12.5],
    ['am', '7,05', 7.05],
    ['am', '12,5', 12.5],
    ['fa', '۱٬۲۵۰٫۷۵', 1250.75],
    ['fa', '۱۲۰.۵', 120.5],
    ['fa', '۲۵', 25],
    ['fa', '٣٤', 34],
  ] as const)('reads each language its own way: in %s, %j is %d', (lang, text, value) => {
    expect(parseNumber(text, lang)).toBe(value)
  })

  test.each(['', ' ', 'abc', 'ten', '12a', '1e3', '1.2.3', '--1', '1,2,3.4.5', '$10'])(
    'refuses %j',
    (text) => {
      expect(parseNumber(text, 'en')).toBeNull()
    },
  )

  test('grouping must split the whole part in threes, so a misplaced mark is refused, not misread', () => {
    expect(parseNumber('1,25', 'en')).toBeNull()
    expect(parseNumber('12 5', 'ru')).toBeNull()
    expect(parseNumber('1,250,000', 'en')).toBe(1_250_000)
    // A full stop is a decimal point in Russian too, never a group mark.
    expect(parseNumber('1.250', 'ru')).toBe(1.25)
  })
})

describe('a number as exact decimal text', () => {
  test.each([
    ['en', '123,456,789,012.123456', '123456789012.123456'],
    ['en', '.5', '0.5'],
    ['en', '-.5', '-0.5'],
    ['ru', '1 250,000001', '1250.000001'],
    ['fa', '۳۹۱٫۲۵', '391.25'],
    ['am', '391,25', '391.25'],
  ] as const)('in %s reads %j as %j, digit for digit', (lang, text, value) => {
    expect(decimalText(text, lang)).toBe(value)
  })

  test('refuses what parseNumber refuses', () => {
    expect(decimalText('1,25', 'en')).toBeNull()
    expect(decimalText('1e3', 'en')).toBeNull()
    expect(decimalText('', 'fa')).toBeNull()
  })
})
