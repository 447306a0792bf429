import { describe, expect, test } from 'vitest'
import { rateFormSchema, unitsPerUsdInput } from './rate-form.ts'

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('a rate as an operator types it', () => {
  test.each([
    ['en', '391.25', '391.25'],
    ['en', '1,234.5', '1234.5'],
    ['ru', '92,5', '92.5'],
    ['am', '391,25', '391.25'],
    ['fa', '۳۹۱٫۲۵', '391.25'],
    ['fa', '۰٫۹۲', '0.92'],
    ['en', '.92', '0.92'],
    ['en', '007.5', '7.5'],
    ['en', '123456789012.123456', '123456789012.123456'],
  ] as const)('in %s reads %j as %j, exactly', (lang, typed, text) => {
    expect(unitsPerUsdInput(lang).parse(typed)).toBe(text)
  })

  test.each([
    ['', 'required'],
    ['  ', 'required'],
    ['abc', 'invalid'],
    ['1,25', 'invalid'],
    ['-3', 'positive'],
    ['0', 'positive'],
    ['0.000000', 'positive'],
    ['1.1234567', 'decimals'],
    ['1234567890123', 'tooBig'],
  ])('refuses %j as %s', (typed, issue) => {
    expect(issueOf(unitsPerUsdInput('en').safeParse(typed))).toBe(issue)
  })
})

describe('the rate form', () => {
  test('reads the contract’s body', () => {
    expect(
      rateFormSchema('fa').parse({ currency: 'AMD', units_per_usd: '۳۹۱٫۲۵', effective_on: '2026-12-01' }),
    ).toEqual({ currency: 'AMD', units_per_usd: '391.25', effective_on: '2026-12-01' })
  })

  test('asks for a currency other than the US dollar, and a day', () => {
    const schema = rateFormSchema('en')
    for (const currency of ['', 'USD', 'XYZ']) {
      const result = schema.safeParse({ currency, units_per_usd: '1', effective_on: '2026-12-01' })
      expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        ['currency', 'required'],
      ])
    }
    const result = schema.safeParse({ currency: 'EUR', units_per_usd: '0.92', effective_on: '' })
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['effective_on'])
  })
})
