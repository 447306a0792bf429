import { LOCALES } from '@caravanserai/contracts/languages'
import { numeric, pgEnum, timestamp } from 'drizzle-orm/pg-core'

/** Content locales as stored: translations, an order's language, an email's (docs/architecture.md#data). */
export const localeEnum = pgEnum('locale', LOCALES)

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

/** Kilograms to the gram: numeric(10,3), read as a string like money. */
export function weight(name: string) {
  return numeric(name, { precision: 10, scale: 3 })
}
