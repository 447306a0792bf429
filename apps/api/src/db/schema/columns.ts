import { CURRENCIES } from '@caravanserai/contracts/currency-rules'
import { LOCALES } from '@caravanserai/contracts/languages'
import { MILESTONE_KINDS } from '@caravanserai/contracts/shipments'
import { sql } from 'drizzle-orm'
import { numeric, pgEnum, timestamp } from 'drizzle-orm/pg-core'

/** Content locales as stored: translations, an order's language, an email's (docs/architecture.md#data). */
export const localeEnum = pgEnum('locale', LOCALES)

/**
 * What can happen to a shipment (docs/decisions/060-shipment-milestones.md): a milestone's kind,
 * and the one that ends a leg of a destination's route.
 */
export const milestoneKindEnum = pgEnum('milestone_kind', MILESTONE_KINDS)

/** created_at and updated_at, on every table (docs/architecture.md#data). */
export function timestamps() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  }
}

/** Money in USD: numeric(12,2), read as a string so that no float ever holds it (STYLE, Data access). */
export function money(name: string) {
  return numeric(name, { precision: 12, scale: 2 })
}

/**
 * Money in an order's settlement currency (docs/decisions/046-settlement-currency.md):
 * numeric(16,2), room for a dollar amount of numeric(12,2) in a currency of some hundreds per dollar.
 */
export function settledMoney(name: string) {
  return numeric(name, { precision: 16, scale: 2 })
}

/** A currency of the shop's list, as text checked against it. */
export const KNOWN_CURRENCY = sql.raw(CURRENCIES.map((c) => `'${c}'`).join(', '))

/** Kilograms to the gram: numeric(10,3), read as a string like money. */
export function weight(name: string) {
  return numeric(name, { precision: 10, scale: 3 })
}
