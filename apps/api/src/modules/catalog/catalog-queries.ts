import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Locale } from '@caravanserai/contracts/languages'
import { sql } from 'drizzle-orm'
import { type Db, preparedRows, preparedStatement, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { attributes, categories, productTypes } from '../../db/schema/catalog.ts'
import type { destinations } from '../../db/schema/destinations.ts'
import { translated } from '../../db/translations.ts'
import { leadDaysSql, legsJson } from '../destinations/destination-legs.ts'
import type { CatalogFacts } from './facts/catalog-facts.ts'
import type { PriceCounts } from './price-counts.ts'
import type { ProductFilters } from './product-filters.ts'
import { productJson } from './product-json.ts'
import { productCardsQuery, productListQuery, productPageQuery } from './product-list-query.ts'

/** A taxonomy row or destination: its stored id and its name in the locale (computed, '' when missing). */
type Named<T extends typeof categories | typeof productTypes | typeof attributes | typeof destinations> = Row<
  T,
  'id'
> & { name: string }

/**
 * A page of the catalogue: the total, and the ids and stored cards (JSON text) of the page's products. A
 * listing `facts` can answer leaves the database the page's cards alone (docs/decisions/051); a
 * total `counts` can answer from memory leaves it the page alone.
 */
export async function listProducts(
  db: Db,
  filters: ProductFilters,
  locale: Locale,
  userId: number | null,
  counts?: PriceCounts,
  facts?: CatalogFacts,
) {
  const listed = facts ? await facts.list(filters, locale) : null
  if (listed) {
    const rows =
      listed.ids.length === 0
        ? []
        : await preparedRows<{ id: number; card: string }>(db, productCardsQuery(listed.ids, locale, userId))
    return { count: listed.count, ids: rows.map((r) => r.id), cards: rows.map((r) => r.card) }
  }
  const known = counts ? await counts.count(filters) : null
  if (known !== null) {
    const rows = await preparedRows<{ id: number; card: string }>(
      db,
      productPageQuery(filters, locale, userId),
    )
    return { count: known, ids: rows.map((r) => r.id), cards: rows.map((r) => r.card) }
  }
  // One row per product of the page, or a single row without a card when the page is empty.
  const rows = await preparedRows<{ total: number; id: number | null; card: string | null }>(
    db,
    productListQuery(filters, locale, userId),
  )
  const shown = rows.flatMap((r) => (r.card && r.id !== null ? [{ id: r.id, card: r.card }] : []))
  return { count: rows[0]?.total ?? 0, ids: shown.map((r) => r.id), cards: shown.map((r) => r.card) }
}

/** The product detail statements, one per locale, signed in or not, and hidden products or not. */
const productDetailStatements = new Map<
  string,
  (db: Db, values: Record<string, unknown>) => Promise<{ product: string }[]>
>()

/** A product as the API answers it, its JSON written by the database; null when there is none. */
export async function productDetailJson(
  db: Db,
  id: number,
  locale: Locale,
  userId: number | null,
  { includeInactive = false } = {},
): Promise<string | null> {
  const key = `${locale} ${userId === null} ${includeInactive}`
  let statement = productDetailStatements.get(key)
  if (!statement) {
    const user = userId === null ? null : sql.placeholder('user')
    statement = preparedStatement(
      () => sql`select (${productJson(locale, user, { reviews: true })})::text as product from products p
        where p.id = ${sql.placeholder('id')} and p.deleted_at is null ${includeInactive ? sql`` : sql`and p.is_active`}`,
    )
    productDetailStatements.set(key, statement)
  }
  const [row] = await statement(db, { id, user: userId })
  return row?.product ?? null
}

export async function getProduct(
  db: Db,
  id: number,
  locale: Locale,
  userId: number | null,
  options: { includeInactive?: boolean } = {},
): Promise<ProductDetail | null> {
  const json = await productDetailJson(db, id, locale, userId, options)
  return json === null ? null : (JSON.parse(json) as ProductDetail)
}

const name = (table: string, fk: string, locale: Locale) =>
  translated(table, fk, sql.raw('x.id'), 'name', locale)

export function listCategories(db: Db, locale: Locale, id?: number) {
  return queryRows<Named<typeof categories>>(
    db,
    sql`select x.id, coalesce(${name('category_translations', 'category_id', locale)}, '') as name
      from categories x ${id ? sql`where x.id = ${id}` : sql``} order by name, x.id`,
  )
}

export function listProductTypes(db: Db, locale: Locale, categoryId?: number) {
  return queryRows<
    Named<typeof productTypes> & { category: Row<typeof productTypes, 'categoryId'>['categoryId'] }
  >(
    db,
    sql`select x.id, x.category_id as category, coalesce(${name('product_type_translations', 'product_type_id', locale)}, '') as name
      from product_types x ${categoryId ? sql`where x.category_id = ${categoryId}` : sql``} order by name, x.id`,
  )
}

export function listAttributes(db: Db, locale: Locale, productTypeId?: number) {
  return queryRows<
    Named<typeof attributes> & {
      product_type: Row<typeof attributes, 'productTypeId'>['productTypeId']
      values: { id: number; value: string }[]
    }
  >(
    db,
    sql`select x.id, x.product_type_id as product_type,
        coalesce(${name('attribute_translations', 'attribute_id', locale)}, '') as name,
        (select coalesce(json_agg(json_build_object('id', av.id,
            'value', coalesce(${translated('attribute_value_translations', 'attribute_value_id', sql`av.id`, 'value', locale)}, ''))
          order by av.id), '[]') from attribute_values av where av.attribute_id = x.id) as values
      from attributes x ${productTypeId ? sql`where x.product_type_id = ${productTypeId}` : sql``} order by x.id`,
  )
}

/** The destinations checkout offers, in order, with their routes (docs/product.md#destinations). */
export function listDestinations(db: Db, locale: Locale) {
  return queryRows<
    Named<typeof destinations> & { legs: { name: string; days: number }[]; lead_days: number | null }
  >(
    db,
    sql`select x.id, coalesce(${name('destination_translations', 'destination_id', locale)}, '') as name,
        ${legsJson(sql`x.id`, locale)} as legs, ${leadDaysSql(sql`x.id`)} as lead_days
      from destinations x where x.is_active order by x.position, x.id`,
  )
}
