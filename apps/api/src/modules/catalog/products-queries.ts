import type { Locale } from '@caravanserai/contracts/languages'
import type { OpsProduct, OpsProductSummary, ProductStatus } from '@caravanserai/contracts/ops-catalog'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import { translated } from '../../db/translations.ts'
import { tierBodiesJson } from './price-tiers.ts'
import { imagesJson } from './product-images.ts'

const STATUS = sql`case when p.deleted_at is not null then 'deleted' when p.is_active then 'active' else 'hidden' end`

const STATUS_CONDITION: Record<ProductStatus, SQL> = {
  active: sql`p.deleted_at is null and p.is_active`,
  hidden: sql`p.deleted_at is null and not p.is_active`,
  deleted: sql`p.deleted_at is not null`,
}

type ListFilters = {
  search?: string
  category?: number
  productType?: number
  status?: ProductStatus
  page: number
  pageSize: number
}

function listConditions(filters: ListFilters): SQL {
  const where: SQL[] = [sql`true`]
  if (filters.status) where.push(STATUS_CONDITION[filters.status])
  if (filters.category) where.push(sql`p.category_id = ${filters.category}`)
  if (filters.productType) where.push(sql`p.product_type_id = ${filters.productType}`)
  if (filters.search) {
    const byId = /^#?\d{1,9}$/.test(filters.search)
      ? sql`p.id = ${Number(filters.search.replace('#', ''))} or`
      : sql``
    where.push(sql`(${byId} exists (select 1 from product_translations t
      where t.product_id = p.id and t.name ilike ${containsPattern(filters.search)}))`)
  }
  return sql.join(where, sql` and `)
}

/** Every product for the operators (hidden and deleted ones flagged), newest first. */
export async function listOpsProducts(db: Db, locale: Locale, filters: ListFilters) {
  const where = listConditions(filters)
  const tr = (table: string, fk: string, id: SQL) =>
    sql`coalesce(${translated(table, fk, id, 'name', locale)}, '')`
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from products p where ${where}`,
  )
  const rows = await queryRows<{ row: OpsProductSummary }>(
    db,
    sql`select json_build_object('id', p.id, 'name', ${tr('product_translations', 'product_id', sql`p.id`)},
        'status', ${STATUS},
        'category', json_build_object('id', p.category_id,
          'name', ${tr('category_translations', 'category_id', sql`p.category_id`)}),
        'product_type', json_build_object('id', p.product_type_id,
          'name', ${tr('product_type_translations', 'product_type_id', sql`p.product_type_id`)}),
        'producer', (select pr.name from producers pr where pr.id = p.producer_id),
        'price', p.price::float8,
        'variation_count', (select count(*)::int from product_variations v where v.product_id = p.id),
        'stock', (select coalesce(sum(v.stock), 0)::float8 from product_variations v where v.product_id = p.id),
        'thumbnail', (select '/media/' || i.path || '-320.webp' from product_variations v
          join variation_images i on i.product_variation_id = v.id where v.product_id = p.id
          order by v.position, v.id, i.position, i.id limit 1),
        'created_at', p.created_at, 'updated_at', p.updated_at, 'deleted_at', p.deleted_at) as row
      from products p where ${where}
      order by p.created_at desc, p.id desc
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
  )
  return { count: counted?.count ?? 0, results: rows.map((r) => r.row) }
}

/** A translation table's rows of one owner as {locale: text}, English always present. */
const byLocale = (select: SQL) =>
  sql`(select coalesce(jsonb_object_agg(t.locale, t.x), '{}'::jsonb) from (${select}) t)`

/**
 * One product with every text in all four locales, in the shape of the create and update bodies,
 * deleted or not.
 */
export async function getOpsProduct(db: Db, id: number): Promise<OpsProduct | null> {
  const [product] = await getOpsProducts(db, [id])
  return product ?? null
}

/** getOpsProduct for many products at once (an import or export), in the order of `ids`' rows. */
export async function getOpsProducts(db: Db, ids: readonly number[]): Promise<OpsProduct[]> {
  if (ids.length === 0) return []
  const rows = await queryRows<{ product: OpsProduct }>(
    db,
    sql`select json_build_object('id', p.id, 'status', ${STATUS},
        'category', p.category_id, 'product_type', p.product_type_id,
        'producer', (select pr.name from producers pr where pr.id = p.producer_id),
        'translations', ${byLocale(sql`select locale, jsonb_build_object('name', name, 'description', description) as x
          from product_translations where product_id = p.id`)},
        'variations', (select coalesce(json_agg(json_build_object(
            'id', v.id,
            'sku', v.sku,
            'name', jsonb_build_object('en', v.name) || ${byLocale(sql`select locale, to_jsonb(name) as x
              from product_variation_translations where product_variation_id = v.id`)},
            'price', v.price::float8,
            'price_tiers', ${tierBodiesJson(sql`v`)},
            'stock', v.stock,
            'minimum_order_quantity', v.minimum_order_quantity,
            'net_weight_kg', v.net_weight_kg::float8, 'gross_weight_kg', v.gross_weight_kg::float8,
            'attribute_values', (select coalesce(json_agg(vav.attribute_value_id order by vav.attribute_value_id), '[]')
              from variation_attribute_values vav where vav.product_variation_id = v.id),
            'images', ${imagesJson('en', translated('product_translations', 'product_id', sql`p.id`, 'name', 'en'), { withTexts: true })}
          ) order by v.position, v.id), '[]') from product_variations v where v.product_id = p.id),
        'is_active', p.is_active, 'hs_code', p.hs_code, 'origin_country', p.origin_country,
        'created_at', p.created_at, 'updated_at', p.updated_at, 'deleted_at', p.deleted_at) as product
      from products p where p.id = any(${idArray(ids)}) order by p.id`,
  )
  return rows.map((row) => row.product)
}
