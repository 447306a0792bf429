import type { Locale } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'

/**
 * A translated column in the request locale, falling back to English field by field (DESIGN §4):
 * the row of `table` whose `fk` is `id`, preferring `locale`.
 */
export function translated(table: string, fk: string, id: SQL, column: string, locale: Locale): SQL {
  return sql`(select ${sql.raw(`t.${column}`)} from ${sql.raw(table)} t where ${sql.raw(`t.${fk}`)} = ${id}
    and t.locale in (${locale}::locale, 'en') order by t.locale = ${locale}::locale desc limit 1)`
}
