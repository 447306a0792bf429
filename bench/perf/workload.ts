// What the speed benchmark asks for: visitor pages as browsers ask for them, and API requests
// each for a listing not asked before (its own lower price bound), so no answer comes from a cache.
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../apps/api/src/db/client.ts'
import { BROWSER, type Load } from './load.ts'

export type Catalogue = { ids: number[]; category: number; attribute: number; value: string }

/**
 * A rate for the dram, so pages and answers in AMD are converted rather than falling back to
 * dollars (docs/decisions/045-currencies.md); entered once per benchmark database.
 */
export async function ensureBenchRate(database: Database) {
  await database.db.execute(
    sql`insert into currency_rates (currency, units_per_usd, effective_on)
      select 'AMD', 391.25, date '2026-01-01'
      where not exists (select 1 from currency_rates where currency = 'AMD')`,
  )
}

/** The visible products' ids and a category with an attribute value, read from the database. */
export async function readCatalogue(database: Database): Promise<Catalogue> {
  const ids = (
    await queryRows<{ id: number }>(
      database.db,
      sql`select id from products where is_active and deleted_at is null order by id`,
    )
  ).map((row) => row.id)
  const [pick] = await queryRows<{ id: number; category_id: number; value: string }>(
    database.db,
    sql`select a.id, pt.category_id, avt.value from attributes a
      join product_types pt on pt.id = a.product_type_id
      join attribute_values av on av.attribute_id = a.id
      join attribute_value_translations avt on avt.attribute_value_id = av.id and avt.locale = 'en'
      order by a.id limit 1`,
  )
  if (!pick || ids.length === 0) throw new Error('the benchmark database has no catalogue')
  return { ids, category: pick.category_id, attribute: pick.id, value: pick.value }
}

const random = (ids: number[]) => ids[Math.floor(Math.random() * ids.length)]
const priceFrom = (n: number) => (10 + n / 1000).toFixed(3)

export function pageLoads(catalogue: Catalogue): Load[] {
  return [
    { label: 'home', connections: 20, next: () => '/en' },
    { label: 'catalogue page 1–50', connections: 20, next: (n) => `/en/products?page=${1 + (n % 50)}` },
    {
      // The same pages for a visitor who chose drams: shared per currency, prices converted.
      label: 'catalogue 1–50, AMD',
      connections: 20,
      next: (n) => `/en/products?page=${1 + (n % 50)}`,
      headers: { ...BROWSER, cookie: 'currency=AMD' },
    },
    { label: 'product (random)', connections: 20, next: () => `/en/product/${random(catalogue.ids)}` },
  ]
}

/** Product pages in order, each asked for once: what a page not seen before costs to render. */
export function unseenProducts(catalogue: Catalogue): Load {
  return {
    label: 'product, first render',
    connections: 20,
    next: (n) => `/en/product/${catalogue.ids[n % catalogue.ids.length]}`,
  }
}

/** Like the API's own clients: a language, no compression (the ceiling sends none either). */
export const API_HEADERS = { 'accept-language': 'en' }

export function apiLoads(catalogue: Catalogue): Load[] {
  const list = '/api/products/list/?'
  const { category, attribute, value } = catalogue
  const loads: Omit<Load, 'connections'>[] = [
    { label: 'newest', next: (n) => `${list}order_by=date&price_gt=${priceFrom(n)}` },
    {
      label: 'category + price',
      next: (n) =>
        `${list}category=${category}&price_gt=${priceFrom(n)}&price_lt=5000&attribute_${attribute}=${encodeURIComponent(value)}&order_by=price_low_to_high`,
    },
    { label: 'search', next: (n) => `${list}query=saffron&price_gt=${priceFrom(n)}` },
    {
      label: 'newest, in AMD',
      next: (n) => `${list}order_by=date&currency=AMD&price_gt=${(4000 + n / 1000).toFixed(2)}`,
    },
    { label: 'product detail', next: () => `/api/products/${random(catalogue.ids)}/` },
  ]
  return loads.map((load) => ({ ...load, connections: 50, headers: API_HEADERS }))
}
