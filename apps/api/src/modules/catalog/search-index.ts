import { LOCALES } from '@caravanserai/contracts/languages'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { normalizeSearchText } from './search-text.ts'
import { translated } from './translated.ts'

/**
 * Rewrites the search documents (product_search) of one product or several, one per locale: its
 * name, producer, type, category, variation names, attribute values and description, each in
 * that locale or English, normalised by normalizeSearchText. Called whenever a product changes.
 */
export async function rebuildSearchDocuments(db: Db, productIds: number | number[]): Promise<void> {
  const ids = typeof productIds === 'number' ? [productIds] : productIds
  if (ids.length === 0) return
  for (const locale of LOCALES) {
    const tr = (table: string, fk: string, id: ReturnType<typeof sql>, column = 'name') =>
      translated(table, fk, id, column, locale)
    const rows = await queryRows<{ id: number; name: string; parts: string }>(
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
      from products p where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    if (rows.length === 0) return
    const values = rows.map(
      (row) =>
        sql`(${row.id}::int, ${locale}::locale, ${normalizeSearchText(row.name)}, ${normalizeSearchText(row.parts)})`,
    )
    await db.execute(sql`insert into product_search (product_id, locale, name, document)
      values ${sql.join(values, sql`, `)}
      on conflict (product_id, locale) do update set name = excluded.name, document = excluded.document, updated_at = now()`)
  }
}
