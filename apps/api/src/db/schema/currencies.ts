import { BASE_CURRENCY, CURRENCIES, RATE_DECIMALS } from '@caravanserai/contracts/currency-rules'
import { sql } from 'drizzle-orm'
import { check, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/** The currencies a rate may be kept for: all but the base, whose rate is 1 by definition. */
const RATED = CURRENCIES.filter((c) => c !== BASE_CURRENCY)

/**
 * Exchange rates (docs/decisions/045-currencies.md): units of a currency per US dollar, in force
 * from `effective_on` until a later row for the currency is. Append-only history: a correction is
 * a new row, and of two rows for one day the newer (higher id) is in force.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency').notNull(),
    unitsPerUsd: numeric('units_per_usd', { precision: 18, scale: RATE_DECIMALS }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'currency_rates_currency_known',
      sql`${t.currency} in (${sql.raw(RATED.map((c) => `'${c}'`).join(', '))})`,
    ),
    check('currency_rates_rate_positive', sql`${t.unitsPerUsd} > 0`),
    index('currency_rates_in_force_idx').on(t.currency, t.effectiveOn.desc(), t.id.desc()),
    index('currency_rates_created_by_idx').on(t.createdBy),
  ],
)
