import type { Locale } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'

/**
 * A translated column in the request locale, falling back to English field by field
 * (docs/architecture.md#data): the row of `table` whose `fk` is `id`. Two lookups on the unique
 * (fk, locale) index, no sort.
 */
export function translated(table: string, fk: string, id: SQL, column: string, locale: Locale): SQL {
  const pick = (l: SQL) =>
    sql`(select ${sql.raw(`t.${column}`)} from ${sql.raw(table)} t where ${sql.raw(`t.${fk}`)} = ${id} and t.locale = ${l})`
  return locale === 'en'
    ? pick(sql`'en'`)
    : sql`coalesce(${pick(sql`${locale}::locale`)}, ${pick(sql`'en'`)})`
}
