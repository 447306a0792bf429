// What the speed benchmark asks for: visitor pages as browsers ask for them, and API requests
// each for a listing not asked before (its own lower price bound), so no answer comes from a cache.
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../apps/api/src/db/client.ts'
import { BROWSER, type Load } from './load.ts'

export type Catalogue = {
  products: number
  ids: number[]
  category: number
  attribute: number
  value: string
  /** The share of products the search row's word matches, in English (about 10%). */
  searchShare: number
}

/**
 * The search rows' word: the synthetic seed names about one product in ten after a saffron type
 * (10.1% of 10,000, checked with SQL), so each answer counts and ranks a tenth of the catalogue.
 */
export const SEARCH_WORD = 'saffron'

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
  const [search] = await queryRows<{ share: number }>(
    database.db,
    sql`select (count(*) filter (where words @@ plainto_tsquery('english', ${SEARCH_WORD})))::float8
      / greatest(count(*), 1) as share from product_search where locale = 'en'`,
  )
  return {
    products: ids.length,
    ids,
    category: pick.category_id,
    attribute: pick.id,
    value: pick.value,
    searchShare: search?.share ?? Number.NaN,
  }
}

const random = (ids: number[]) => ids[Math.floor(Math.random() * ids.length)]
/**
 * The API rows' lower price bounds count on across every measurement of the run (warm-ups, light
 * load, capacity), so no listing is asked for twice and none is answered from the listing cache.
 */
let asked = 0
const priceFrom = () => (10 + asked++ / 1000).toFixed(3)

/** The cached pages at 10,000 products, each also measured while buyers order what it shows. */
export function pageLoads(catalogue: Catalogue): Load[] {
  return [
    { label: 'home', connections: 20, next: () => '/en' },
    catalogueLoad(),
    {
      // The same pages for a visitor who chose drams: shared per currency, prices converted.
      label: 'catalogue 1–50, AMD',
      connections: 20,
      next: (n) => `/en/products?page=${1 + (n % 50)}`,
      headers: { ...BROWSER, cookie: 'currency=AMD' },
    },
    randomProducts(catalogue),
  ]
}

/** The page rows measured at 100,000 products too. */
export function largePageLoads(catalogue: Catalogue): Load[] {
  return [catalogueLoad(), randomProducts(catalogue)]
}

const catalogueLoad = (): Load => ({
  label: 'catalogue page 1–50',
  connections: 20,
  next: (n) => `/en/products?page=${1 + (n % 50)}`,
})

const randomProducts = (catalogue: Catalogue): Load => ({
  label: 'product (random)',
  connections: 20,
  next: () => `/en/product/${random(catalogue.ids)}`,
})

/** The connections of the light-load rows: a few visitors at a time, each waiting for its answer. */
export const LIGHT = 5

/**
 * Product pages in order from the `from`-th visible product on, each asked for once: what a page
 * not seen before costs to render. A fresh process walks disjoint stretches of the catalogue for
 * its warm-up (`from` negative: backwards from the last), light load and capacity rows.
 */
export function unseenProducts(catalogue: Catalogue, connections: number, from: number): Load {
  const { ids } = catalogue
  const at = (n: number) => ids[(((from + n) % ids.length) + ids.length) % ids.length]
  return {
    label: 'product never rendered',
    connections,
    next: from < 0 ? (n) => `/en/product/${at(-n)}` : (n) => `/en/product/${at(n)}`,
  }
}

/** Like the API's own clients: a language, no compression (the ceiling sends none either). */
export const API_HEADERS = { 'accept-language': 'en' }

/** An API row; `light` rows are measured again under light load. */
export type ApiLoad = Load & { light: boolean }

export function apiLoads(catalogue: Catalogue): ApiLoad[] {
  const list = '/api/products/list/?'
  const { category, attribute, value } = catalogue
  const loads: Omit<ApiLoad, 'connections' | 'headers'>[] = [
    { label: 'newest', light: true, next: () => `${list}order_by=date&price_gt=${priceFrom()}` },
    {
      label: 'category + price + attribute',
      light: true,
      next: () =>
        `${list}category=${category}&price_gt=${priceFrom()}&price_lt=5000&attribute_${attribute}=${encodeURIComponent(value)}&order_by=price_low_to_high`,
    },
    {
      label: `search (${(catalogue.searchShare * 100).toFixed(1)}% match)`,
      light: true,
      next: () => `${list}query=${SEARCH_WORD}&price_gt=${priceFrom()}`,
    },
    {
      label: 'newest, in AMD',
      light: false,
      next: () => `${list}order_by=date&currency=AMD&price_gt=${(4000 + asked++ / 1000).toFixed(3)}`,
    },
    { label: 'product detail', light: true, next: () => `/api/products/${random(catalogue.ids)}/` },
  ]
  return loads.map((load) => ({ ...load, connections: 50, headers: API_HEADERS }))
}
