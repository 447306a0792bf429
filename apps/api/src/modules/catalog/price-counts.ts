import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { centsAtLeast, centsAtMost } from './price-bounds.ts'
import type { ProductFilters } from './product-filters.ts'

/** Prices in cents of the listed products per scope (all, a category, a type, both), each ascending. */
type Scopes = Map<string, Float64Array>

function scopeOf(category?: number, type?: number): string {
  return `c${category ?? '*'} t${type ?? '*'}`
}

/** The first index whose price is ≥ `price` (`after`: > `price`). */
function bound(prices: Float64Array, price: number, after: boolean): number {
  let lo = 0
  let hi = prices.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((prices[mid] as number) < price || (after && prices[mid] === price)) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * How many listed products a catalogue, category or product type holds within a price range,
 * counted in memory (docs/decisions/024): the listed products' prices, sorted once per scope,
 * answer a count by two binary searches where PostgreSQL would pass over every match (about
 * 100,000 rows for the newest listing at 100,000 products). Dropped on every catalogue change
 * (`catalog_changed`, as the listing cache is) and read again on the next count; a read that
 * overlapped a change answers its caller but is not kept. Other filters (attributes, search,
 * producer, verified producers, name, wishlist) are counted by the database.
 */
export class PriceCounts {
  #scopes: Promise<Scopes> | undefined
  #generation = 0

  constructor(private readonly db: Db) {}

  /** Null when the filters are more than a scope and a price range. */
  async count(f: ProductFilters): Promise<number | null> {
    if (
      f.attributes.size > 0 ||
      f.search ||
      f.producer ||
      f.verifiedProducers ||
      f.name ||
      f.wishlisted !== undefined
    )
      return null
    const scopes = await this.#read()
    const list = scopes.get(scopeOf(f.categoryId, f.productTypeId))
    if (!list) return 0
    // Integer cents against the bounds read exactly (docs/decisions/051-search-at-scale.md).
    const from = f.priceMin === undefined ? 0 : bound(list, centsAtLeast(f.priceMin), false)
    const to = f.priceMax === undefined ? list.length : bound(list, centsAtMost(f.priceMax), true)
    return Math.max(0, to - from)
  }

  /** The catalogue changed: the next count reads the prices again. */
  clear(): void {
    this.#generation++
    this.#scopes = undefined
  }

  #read(): Promise<Scopes> {
    if (this.#scopes) return this.#scopes
    const generation = this.#generation
    const reading = this.#load()
    this.#scopes = reading
    reading.then(
      () => {
        if (generation !== this.#generation && this.#scopes === reading) this.#scopes = undefined
      },
      () => {
        if (this.#scopes === reading) this.#scopes = undefined
      },
    )
    return reading
  }

  async #load(): Promise<Scopes> {
    const rows = await queryRows<{ category_id: number; product_type_id: number; cents: string }>(
      this.db,
      sql`select category_id, product_type_id, (lowest_price * 100)::bigint::text as cents from products
        where is_active and deleted_at is null order by lowest_price`,
    )
    const lists = new Map<string, number[]>()
    const push = (scope: string, price: number) => {
      const list = lists.get(scope)
      if (list) list.push(price)
      else lists.set(scope, [price])
    }
    for (const { category_id: category, product_type_id: type, cents } of rows) {
      const price = Number(cents)
      for (const scope of [scopeOf(), scopeOf(category), scopeOf(undefined, type), scopeOf(category, type)])
        push(scope, price)
    }
    return new Map([...lists].map(([scope, list]) => [scope, Float64Array.from(list)]))
  }
}
