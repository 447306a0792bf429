import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { products } from '../../db/schema/products.ts'
import { translated } from '../../db/translations.ts'
import { normalizeSearchText } from './search-text.ts'

/** PostgreSQL's text search configuration per locale: stemming where it has one. */
export const SEARCH_CONFIG: Record<Locale, string> = {
  en: 'english',
  ru: 'russian',
  hy: 'simple',
  fa: 'simple',
}

export const searchConfig = (locale: Locale) => sql.raw(`'${SEARCH_CONFIG[locale]}'::regconfig`)

/** Words with digits (sizes, years, ids) and words under three letters have no typos worth forgiving. */
export const LEXICON_WORD = sql`length(w.word) >= 3 and w.word !~ '[0-9]'`

/** The configuration of the locale held by a column, for statements over many locales at once. */
export const searchConfigOf = (locale: SQL) =>
  sql`case ${locale} ${sql.raw(LOCALES.map((l) => `when '${l}' then '${SEARCH_CONFIG[l]}'::regconfig`).join(' '))} end`

/**
 * Rewrites the search rows (product_search) of one product or several, one per locale: the name
 * and the words of the name, producer, type, category, variation names, attribute values and
 * description, each in that locale or English, normalised by normalizeSearchText; new words join
 * search_lexicon. Hidden and deleted products have no rows (docs/decisions/012). Called whenever
 * a product changes.
 */
export async function rebuildSearchDocuments(db: Db, productIds: number | number[]): Promise<void> {
  const ids = typeof productIds === 'number' ? [productIds] : productIds
  if (ids.length === 0) return
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  await db.execute(sql`delete from product_search ps using products p
    where p.id = ps.product_id and p.id in (${idList}) and not (p.is_active and p.deleted_at is null)`)
  for (const locale of LOCALES) {
    const tr = (table: string, fk: string, id: ReturnType<typeof sql>, column = 'name') =>
      translated(table, fk, id, column, locale)
    const rows = await queryRows<Row<typeof products, 'id'> & { name: string; parts: string }>(
      db,
      sql`select p.id, coalesce(${tr('product_translations', 'product_id', sql`p.id`)}, '') as name,
        concat_ws(' ',
          ${tr('product_translations', 'product_id', sql`p.id`)},
          (select pr.name from producers pr where pr.id = p.producer_id),
          ${tr('product_type_translations', 'product_type_id', sql`p.product_type_id`)},
          ${tr('category_translations', 'category_id', sql`p.category_id`)},
          (select string_agg(coalesce(${tr('product_variation_translations', 'product_variation_id', sql`v.id`)}, v.name), ' ')
            from product_variations v where v.product_id = p.id),
          (select string_agg(distinct ${tr('attribute_value_translations', 'attribute_value_id', sql`vav.attribute_value_id`, 'value')}, ' ')
            from product_variations v join variation_attribute_values vav on vav.product_variation_id = v.id
            where v.product_id = p.id),
          ${tr('product_translations', 'product_id', sql`p.id`, 'description')}
        ) as parts
      from products p where p.id in (${idList}) and p.is_active and p.deleted_at is null`,
    )
    if (rows.length === 0) return
    const config = searchConfig(locale)
    const values = rows.map((row) => {
      const name = normalizeSearchText(row.name)
      return sql`(${row.id}::int, ${locale}::locale, ${name}, to_tsvector(${config}, ${normalizeSearchText(row.parts)}),
        to_tsvector(${config}, ${name}))`
    })
    await db.execute(sql`insert into product_search (product_id, locale, name, words, name_words)
      values ${sql.join(values, sql`, `)}
      on conflict (product_id, locale) do update set name = excluded.name, words = excluded.words,
        name_words = excluded.name_words, updated_at = now()`)
    await db.execute(sql`insert into search_lexicon (locale, word)
      select distinct ${locale}::locale, w.word from product_search ps, unnest(tsvector_to_array(ps.words)) w(word)
      where ps.product_id in (${idList}) and ps.locale = ${locale}::locale and ${LEXICON_WORD}
      on conflict do nothing`)
  }
}
