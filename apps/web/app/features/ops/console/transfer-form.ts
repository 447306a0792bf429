import type { Lang } from '@caravanserai/contracts/languages'
import { BANK_REFERENCE_MAX } from '@caravanserai/contracts/ops-escrow'
import { MoneyAmountSchema } from '@caravanserai/contracts/ops-payments'
import { z } from 'zod'
import { formatNumber } from '../../../lib/format.ts'
import { parseNumber } from '../../../lib/parse-number.ts'
import { toCents } from './amount.ts'

// The pieces of the console's forms that record a bank transfer: money received, a refund sent
// back to a buyer, a payout to a supplier (docs/decisions/043-escrow-ledger.md).

/** Today where the operator is, as a date input writes it (YYYY-MM-DD). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** An amount as a form starts it: two decimals, no grouping, in the page language's digits. */
export function amountValue(lang: Lang, value: number): string {
  return formatNumber(lang, value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
}

/**
 * An amount typed the page language's way, read into the contract's amount (positive, whole
 * cents) and at most `maxCents`; its issues are `required`, `invalid` and `aboveMax`, or the
 * contract's codes.
 */
export function amountInput(lang: Lang, maxCents: number) {
  return z
    .string()
    .transform((text, ctx) => {
      const value = parseNumber(text, lang)
      if (value === null) ctx.addIssue({ code: 'custom', message: text.trim() ? 'invalid' : 'required' })
      return value ?? z.NEVER
    })
    .pipe(MoneyAmountSchema)
    .refine((amount) => toCents(amount) <= maxCents, { error: 'aboveMax' })
}

/** The day a transfer happened, as a date input writes it, not after `today`. */
export function pastDayInput(today: string) {
  return z
    .string()
    .pipe(z.iso.date({ error: 'invalid' }))
    .refine((day) => day <= today, { error: 'future' })
}

/** The bank's reference of the transfer: required, as long as the contract allows. */
export const bankReferenceInput = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(BANK_REFERENCE_MAX, { error: 'tooLong' })

/** The messages of an amount bounded by `aboveMax`, whose text each form names. */
export function amountTexts(required: string, aboveMax: string) {
  return {
    required,
    invalid: 'fields.priceInvalid',
    too_small: 'fields.amountPositive',
    not_multiple_of: 'fields.priceCents',
    too_big: aboveMax,
    aboveMax,
  }
}

export const REFERENCE_TEXTS = { required: 'fields.referenceRequired', tooLong: 'fields.tooLong' }

/** The reference's limit, for its too-long message, in the page language's digits. */
export function referenceLimit(lang: Lang) {
  return { max: formatNumber(lang, BANK_REFERENCE_MAX) }
}
