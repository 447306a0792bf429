import { z } from 'zod'
import { CURRENCIES, RATE_DECIMALS } from './currency-rules.ts'
import { pageQuerySchema } from './pagination.ts'

// Currencies (docs/decisions/045-currencies.md): the list, the rates in force, and their history.
// The conversion and rounding rules are in currency-rules.ts.

export const CurrencyCodeSchema = z.enum(CURRENCIES, { error: 'currencies.unknown' })

/** `?currency=AMD` on catalogue reads: the prices' display amounts, and filter bounds, in AMD. */
export const CurrencyQuerySchema = z.object({ currency: CurrencyCodeSchema.optional() })

const day = z.iso.date({ error: 'currencies.dayInvalid' })

/** Units of the currency per US dollar, > 0, at most 6 decimals and 12 whole digits. */
export const UnitsPerUsdSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{1,12}(\\.\\d{1,${RATE_DECIMALS}})?$`), { error: 'currencies.rateInvalid' })
  .refine((text) => /[1-9]/.test(text), { error: 'currencies.rateInvalid' })

/** A rate as read: in force from `effective_on` until a later one is. */
export const RateSchema = z.object({
  currency: CurrencyCodeSchema,
  /** Decimal text with six places, `"391.250000"`. */
  units_per_usd: z.string(),
  effective_on: z.string(),
})

/** GET /currencies/ (public): every currency the shop shows, with the rate in force (null: none yet). */
export const CurrenciesResponseSchema = z.object({
  base: z.literal('USD'),
  currencies: z.array(
    z.object({
      code: CurrencyCodeSchema,
      minor_units: z.number().int(),
      rate: RateSchema.nullable(),
    }),
  ),
})
export type CurrenciesResponse = z.infer<typeof CurrenciesResponseSchema>

/** POST /ops/currencies/rates/: a rate from a day on (today when left out). */
export const RateBodySchema = z
  .object({ currency: CurrencyCodeSchema, units_per_usd: UnitsPerUsdSchema, effective_on: day.optional() })
  .strict()
export type RateBody = z.infer<typeof RateBodySchema>

/** A rate in the history, with who entered it and when. */
export const RateEntrySchema = RateSchema.extend({
  id: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
})

/** GET /ops/currencies/rates/?currency=: newest effective day first, paginated as elsewhere. */
export const RateHistoryQuerySchema = z.object({
  currency: CurrencyCodeSchema.optional(),
  ...pageQuerySchema(50),
})
