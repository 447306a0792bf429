import { BASE_CURRENCY, CURRENCIES, RATE_DECIMALS } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { type RateBody, UnitsPerUsdSchema } from '@caravanserai/contracts/ops-currencies'
import { z } from 'zod'
import { decimalText } from '../../../lib/parse-number.ts'

/** The currencies an operator sets a rate for: every one but the catalogue's own. */
export const RATED_CURRENCIES = CURRENCIES.filter((code) => code !== BASE_CURRENCY)

/** Whole digits a rate may have: numeric(18, 6) leaves twelve before the point. */
export const RATE_WHOLE_DIGITS = 12

/** The rate form as typed: the currency chosen, the rate in the page language's digits, a day. */
export type RateInput = { currency: string; units_per_usd: string; effective_on: string }

/**
 * Units per US dollar typed the page language's way (`391.25`, `391,25`, `۳۹۱٫۲۵`), read as exact
 * decimal text with no float in between; its issues are `required`, `invalid`, `positive`,
 * `decimals` and `tooBig`, then the contract's own check.
 */
export function unitsPerUsdInput(lang: Lang) {
  return z
    .string()
    .transform((typed, ctx) => {
      const text = decimalText(typed, lang)
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      if (text === null) return fail(typed.trim() ? 'invalid' : 'required')
      if (text.startsWith('-')) return fail('positive')
      const [whole = '', fraction = ''] = text.split('.')
      if (fraction.length > RATE_DECIMALS) return fail('decimals')
      const digits = whole.replace(/^0+(?=\d)/, '')
      if (digits.length > RATE_WHOLE_DIGITS) return fail('tooBig')
      if (!/[1-9]/.test(text)) return fail('positive')
      return fraction ? `${digits}.${fraction}` : digits
    })
    .pipe(UnitsPerUsdSchema)
}

/** What the form sends: the contract's body, its day always chosen. */
export type RateOutput = RateBody & { effective_on: string }

/** The contract's rate body read from the form: a rated currency, its rate, the day it starts. */
export function rateFormSchema(lang: Lang): z.ZodType<RateOutput, RateInput> {
  return z.object({
    currency: z
      .string()
      .pipe(z.enum(CURRENCIES, { error: 'required' }))
      .refine((code) => code !== BASE_CURRENCY, { error: 'required' }),
    units_per_usd: unitsPerUsdInput(lang),
    effective_on: z.string().pipe(z.iso.date({ error: 'invalid' })),
  })
}
