import type { Lang } from '@caravanserai/contracts/languages'
import { WeightKgSchema } from '@caravanserai/contracts/product-facts'
import { z } from 'zod'
import { formatNumber } from '../../../lib/format.ts'
import { parseNumber } from '../../../lib/parse-number.ts'

// Numbers in the product editor: written into the form in the page language's digits, and read
// back from what the operator typed before the contract judges them.

/** A number in the page language's digits, without grouping, so that it reads back as typed. */
export function typed(lang: Lang, value: number, fraction = 0): string {
  return formatNumber(lang, value, {
    useGrouping: false,
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  })
}

/** A weight in the page language's digits, to the gram at most; blank when unknown. */
export function typedWeight(lang: Lang, kg: number | null | undefined): string {
  return kg == null ? '' : formatNumber(lang, kg, { useGrouping: false, maximumFractionDigits: 3 })
}

/** Text typed as a number in the page language, then judged by the contract's own rule. */
export function amount(lang: Lang, rule: z.ZodType<number, number>) {
  return z
    .string()
    .transform((text, ctx) => {
      const value = parseNumber(text, lang)
      if (value === null) ctx.addIssue({ code: 'custom', message: text.trim() ? 'invalid' : 'required' })
      return value ?? z.NEVER
    })
    .pipe(rule)
}

/** A weight typed in the page language, blank for unknown (null), then judged by the contract. */
export function weight(lang: Lang) {
  return z
    .string()
    .transform((text, ctx) => {
      if (!text.trim()) return null
      const value = parseNumber(text, lang)
      if (value === null) ctx.addIssue({ code: 'custom', message: 'invalid' })
      return value ?? z.NEVER
    })
    .pipe(WeightKgSchema.nullable())
}
