import { z } from 'zod'
import { CURRENCIES } from './currency-rules.ts'

// Currencies (docs/decisions/045-currencies.md): the list and the rates in force. The conversion
// and rounding rules are in currency-rules.ts; the operators' rates and history in ops-currencies.ts.

export const CurrencyCodeSchema = z.enum(CURRENCIES, { error: 'currencies.unknown' })

/** `?currency=AMD` on catalogue reads: the prices' display amounts, and filter bounds, in AMD. */
export const CurrencyQuerySchema = z.object({ currency: CurrencyCodeSchema.optional() })

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

/**
 * The currency of a catalogue answer's display amounts (`?currency=`): `fallback` when it has no
 * rate yet, and the amounts are then in US dollars.
 */
export const DisplayCurrencySchema = z.object({
  code: CurrencyCodeSchema,
  rate: RateSchema.nullable(),
  fallback: z.boolean(),
})
export type DisplayCurrency = z.infer<typeof DisplayCurrencySchema>
