import type { Locale } from '@caravanserai/contracts/languages'
import type {
  OpsAttribute,
  OpsAttributeValue,
  OpsCategory,
  OpsProductType,
} from '@caravanserai/contracts/ops-taxonomy'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { namesJson, translated } from '../../db/translations.ts'
import { productCount, TAXON_KINDS, type TaxonKind } from './taxonomy-kinds.ts'

const nameIn = (kind: TaxonKind, locale: Locale, id: SQL) => {
  const { table, fk, column } = TAXON_KINDS[kind].names
  return sql`coalesce(${translated(table, fk, id, column, locale)}, '')`
}

const filter = (conditions: (SQL | false)[]) => {
  const where = conditions.filter((c): c is SQL => c !== false)
  return where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await queryRows<{ row: T }>(db, query)).map((r) => r.row)
}

/** Categories with every name, by name in the request language. */
export function listOpsCategories(db: Db, locale: Locale, id?: number) {
  return rows<OpsCategory>(
    db,
    sql`select json_build_object('id', x.id, 'name', ${nameIn('category', locale, sql`x.id`)},
        'names', ${namesJson(TAXON_KINDS.category.names, sql`x.id`)},
        'product_count', ${productCount('category', sql`x.id`)},
        'product_type_count', (select count(*)::int from product_types t where t.category_id = x.id)) as row
      from categories x ${filter([id !== undefined && sql`x.id = ${id}`])}
      order by ${nameIn('category', locale, sql`x.id`)}, x.id`,
  )
}

export function listOpsProductTypes(db: Db, locale: Locale, filters: { category?: number; id?: number }) {
  return rows<OpsProductType>(
    db,
    sql`select json_build_object('id', x.id, 'category', x.category_id,
        'name', ${nameIn('productType', locale, sql`x.id`)},
        'names', ${namesJson(TAXON_KINDS.productType.names, sql`x.id`)},
        'product_count', ${productCount('productType', sql`x.id`)},
        'attribute_count', (select count(*)::int from attributes a where a.product_type_id = x.id)) as row
      from product_types x ${filter([
        filters.category !== undefined && sql`x.category_id = ${filters.category}`,
        filters.id !== undefined && sql`x.id = ${filters.id}`,
      ])}
      order by ${nameIn('productType', locale, sql`x.id`)}, x.id`,
  )
}

function valueJson(locale: Locale, id: SQL): SQL {
  return sql`json_build_object('id', av.id, 'attribute', av.attribute_id,
    'value', ${nameIn('attributeValue', locale, id)},
    'names', ${namesJson(TAXON_KINDS.attributeValue.names, id)},
    'product_count', ${productCount('attributeValue', id)})`
}

/** Attributes with their values (in the order they were added), by id. */
export function listOpsAttributes(db: Db, locale: Locale, filters: { productType?: number; id?: number }) {
  return rows<OpsAttribute>(
    db,
    sql`select json_build_object('id', x.id, 'product_type', x.product_type_id,
        'name', ${nameIn('attribute', locale, sql`x.id`)},
        'names', ${namesJson(TAXON_KINDS.attribute.names, sql`x.id`)},
        'product_count', ${productCount('attribute', sql`x.id`)},
        'values', (select coalesce(json_agg(${valueJson(locale, sql`av.id`)} order by av.id), '[]')
          from attribute_values av where av.attribute_id = x.id)) as row
      from attributes x ${filter([
        filters.productType !== undefined && sql`x.product_type_id = ${filters.productType}`,
        filters.id !== undefined && sql`x.id = ${filters.id}`,
      ])}
      order by x.id`,
  )
}

export async function getOpsAttributeValue(db: Db, locale: Locale, id: number) {
  const [value] = await rows<OpsAttributeValue>(
    db,
    sql`select ${valueJson(locale, sql`av.id`)} as row from attribute_values av where av.id = ${id}`,
  )
  return value ?? null
}
