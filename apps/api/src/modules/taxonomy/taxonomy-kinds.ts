import { type SQL, sql } from 'drizzle-orm'
import type { NameTable } from '../../db/translations.ts'

export type TaxonKind = 'category' | 'productType' | 'attribute' | 'attributeValue'

type KindInfo = {
  table: string
  names: NameTable
  /** The column naming the parent: a type's category, an attribute's type, a value's attribute. */
  parent: string | null
  /** The undeleted products using the row `id` (shown or hidden), as `select id`. */
  usedBy: (id: SQL) => SQL
}

// Aliases of their own (u…), so that `id` may name a column of the caller's query.
const throughValues = (where: SQL) =>
  sql`select distinct uv.product_id as id from product_variations uv
    join variation_attribute_values uvav on uvav.product_variation_id = uv.id
    join attribute_values uav on uav.id = uvav.attribute_value_id
    join products up on up.id = uv.product_id and up.deleted_at is null
    where ${where}`

/** The four levels of the catalogue's taxonomy (db/schema/catalog.ts). */
export const TAXON_KINDS: Record<TaxonKind, KindInfo> = {
  category: {
    table: 'categories',
    names: { table: 'category_translations', fk: 'category_id', column: 'name' },
    parent: null,
    usedBy: (id) => sql`select up.id from products up where up.category_id = ${id} and up.deleted_at is null`,
  },
  productType: {
    table: 'product_types',
    names: { table: 'product_type_translations', fk: 'product_type_id', column: 'name' },
    parent: 'category_id',
    usedBy: (id) =>
      sql`select up.id from products up where up.product_type_id = ${id} and up.deleted_at is null`,
  },
  attribute: {
    table: 'attributes',
    names: { table: 'attribute_translations', fk: 'attribute_id', column: 'name' },
    parent: 'product_type_id',
    usedBy: (id) => throughValues(sql`uav.attribute_id = ${id}`),
  },
  attributeValue: {
    table: 'attribute_values',
    names: { table: 'attribute_value_translations', fk: 'attribute_value_id', column: 'value' },
    parent: 'attribute_id',
    usedBy: (id) => throughValues(sql`uav.id = ${id}`),
  },
}

/** How many undeleted products use the row `id`. */
export function productCount(kind: TaxonKind, id: SQL): SQL {
  return sql`(select count(*)::int from (${TAXON_KINDS[kind].usedBy(id)}) used)`
}
