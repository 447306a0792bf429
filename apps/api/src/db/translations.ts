// Reading and writing the per-locale translation tables every translatable row has
// (docs/architecture.md#data): one row per (owner, locale), English required.
import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import type { NamesBody } from '@caravanserai/contracts/ops-taxonomy'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from './client.ts'

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

/** A translation table: one row per (owner, locale) with the text in `column`. */
export type NameTable = { table: string; fk: string; column: 'name' | 'value' }

/** The names of the row `id` as a JSON object by locale, English always there (docs/architecture.md#data). */
export function namesJson({ table, fk, column }: NameTable, id: SQL): SQL {
  return sql`(jsonb_build_object('en', '') || coalesce((select jsonb_object_agg(t.locale, ${sql.raw(`t.${column}`)})
    from ${sql.raw(table)} t where ${sql.raw(`t.${fk}`)} = ${id}), '{}'::jsonb))`
}

/** Makes the names of row `id` exactly `names`: locales left out lose their own name. */
export async function writeNames(db: Db, { table, fk, column }: NameTable, id: number, names: NamesBody) {
  const given = LOCALES.filter((locale) => names[locale])
  await db.execute(sql`delete from ${sql.raw(table)} where ${sql.raw(fk)} = ${id}
    and locale not in (${sql.join(
      given.map((l) => sql`${l}::locale`),
      sql`, `,
    )})`)
  for (const locale of given) {
    await db.execute(sql`insert into ${sql.raw(table)} (${sql.raw(fk)}, locale, ${sql.raw(column)})
      values (${id}, ${locale}::locale, ${names[locale]!})
      on conflict (${sql.raw(fk)}, locale) do update
        set ${sql.raw(column)} = excluded.${sql.raw(column)}, updated_at = now()`)
  }
}
