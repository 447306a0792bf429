import { z } from 'zod'
import { CurrencyCodeSchema, RateSchema } from './currencies.ts'
import { RATE_DECIMALS } from './currency-rules.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'

// Operator console (docs/decisions/045-currencies.md): the rates an operator enters, one at a time
// or as a CSV file, their history, and the currencies a quote may settle an order in. Staff only.

/** The days a rate may be in force from: a calendar day written YYYY-MM-DD, 2000 to 2999. */
export const RateDaySchema = z
  .string()
  .trim()
  .pipe(z.iso.date({ error: 'currencies.dayInvalid' }))
  .refine((text) => text >= '2000-01-01' && text <= '2999-12-31', { error: 'currencies.dayInvalid' })

/** Units of the currency per US dollar, > 0, at most 6 decimals and 12 whole digits. */
export const UnitsPerUsdSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{1,12}(\\.\\d{1,${RATE_DECIMALS}})?$`), { error: 'currencies.rateInvalid' })
  .refine((text) => /[1-9]/.test(text), { error: 'currencies.rateInvalid' })

/** POST /ops/currencies/rates/: a rate from a day on (today when left out). */
export const RateBodySchema = z
  .object({
    currency: CurrencyCodeSchema,
    units_per_usd: UnitsPerUsdSchema,
    effective_on: RateDaySchema.optional(),
  })
  .strict()
export type RateBody = z.infer<typeof RateBodySchema>

/** A rate in the history, with who entered it (their email; null when unknown or gone) and when. */
export const RateEntrySchema = RateSchema.extend({
  id: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
})
export type RateEntry = z.infer<typeof RateEntrySchema>

/**
 * GET /ops/currencies/rates/?currency=: newest effective day first, paginated as elsewhere. Not
 * `z.object({ ...pageQuerySchema(50) })`: the bundler keeps a spread of a call, and with it this
 * file and zod, on every page that reads the rates (docs/decisions/021).
 */
export const RateHistoryQuerySchema = z
  .object(pageQuerySchema(50))
  .extend({ currency: CurrencyCodeSchema.optional() })

export const RateHistoryResponseSchema = pagedSchema(RateEntrySchema)
export type RateHistoryResponse = z.infer<typeof RateHistoryResponseSchema>

/**
 * POST /ops/currencies/rates/upload/: a CSV file (multipart, field `file`) of rates, this header
 * first, one rate a line, all kept or, on any bad line, none.
 */
export const RATES_CSV_HEADER = ['currency', 'units_per_usd', 'effective_on'] as const
export const RATES_CSV_MAX_BYTES = 64 * 1024
export const RATES_CSV_MAX_ROWS = 1000

/** The upload's answer: the rates it added, in the file's order. */
export const RatesUploadResponseSchema = z.object({ created: z.array(RateEntrySchema) })

/**
 * A currency an order may be settled in (docs/decisions/046-settlement-currency.md): the seller
 * has a bank account in it and a rate is in force today; the dollar always, at 1.
 */
export const SettlementCurrencySchema = z.object({ code: CurrencyCodeSchema, rate: RateSchema })
export type SettlementCurrency = z.infer<typeof SettlementCurrencySchema>

/** GET /ops/currencies/settlement/: what the quote form offers, the dollar first. */
export const SettlementCurrenciesResponseSchema = z.object({ currencies: z.array(SettlementCurrencySchema) })
export type SettlementCurrenciesResponse = z.infer<typeof SettlementCurrenciesResponseSchema>
