import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { PriceCounts } from './price-counts.ts'
import type { ProductFilters } from './product-filters.ts'
import { productCountQuery } from './product-list-query.ts'

let t: TestApp
let scopes: { category: number; type: number }[]
let prices: number[]

beforeAll(async () => {
  t = await buildTestApp('pglite', { seeded: true })
  scopes = await queryRows(t.database.db, sql`select id as type, category_id as category from product_types`)
  prices = (
    await queryRows<{ price: number }>(t.database.db, sql`select price::float8 as price from products`)
  ).map((r) => r.price)
})
afterAll(() => t.close())

const filtersOf = (f: Partial<ProductFilters>): ProductFilters => ({
  page: 1,
  pageSize: 12,
  attributes: new Map(),
  ...f,
})

async function counted(filters: ProductFilters) {
  const [row] = await queryRows<{ total: number }>(t.database.db, productCountQuery(filters, 'en', null))
  return row?.total
}

test('counts what the database counts, for any scope and price range, bounds on a price included', async () => {
  const counts = new PriceCounts(t.database.db)
  const bound = fc.option(
    fc.oneof(fc.constantFrom(...prices), fc.double({ min: 0, max: 12_000, noNaN: true })),
    {
      nil: undefined,
    },
  )
  await fc.assert(
    fc.asyncProperty(fc.nat(scopes.length), fc.nat(3), bound, bound, async (at, kind, priceMin, priceMax) => {
      const scope = scopes[at % scopes.length]!
      const other = scopes[(at + 1) % scopes.length]!
      const filters = filtersOf({
        ...(kind === 1 || kind === 3 ? { categoryId: scope.category } : {}),
        ...(kind === 2 ? { productTypeId: scope.type } : {}),
        // A type asked for with a category it is not in: nothing.
        ...(kind === 3 ? { productTypeId: other.type } : {}),
        ...(priceMin === undefined ? {} : { priceMin }),
        ...(priceMax === undefined ? {} : { priceMax }),
      })
      expect(await counts.count(filters)).toBe(await counted(filters))
    }),
    { numRuns: 150 },
  )
})

test('leaves attributes, search and the rest to the database, and reads prices again after a change', async () => {
  const counts = new PriceCounts(t.database.db)
  expect(await counts.count(filtersOf({ search: 'saffron' }))).toBeNull()
  expect(await counts.count(filtersOf({ attributes: new Map([[1, ['x']]]) }))).toBeNull()
  const all = filtersOf({})
  const before = await counts.count(all)
  await t.database.db.execute(
    sql`update products set is_active = false where id = (select min(id) from products)`,
  )
  expect(await counts.count(all)).toBe(before)
  counts.clear()
  expect(await counts.count(all)).toBe((before ?? 0) - 1)
  expect(await counts.count(all)).toBe(await counted(all))
})
