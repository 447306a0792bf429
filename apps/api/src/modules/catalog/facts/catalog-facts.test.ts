import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inTransaction, queryRows } from '../../../db/client.ts'
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts'
import { databaseKinds } from '../../../testing/test-db.ts'
import { CATALOG_CHANNEL, catalogChangeOf, changingStock } from '../catalog-changes.ts'
import { listProducts } from '../catalog-queries.ts'
import { PriceCounts } from '../price-counts.ts'
import type { ProductFilters } from '../product-filters.ts'
import { CatalogFacts } from './catalog-facts.ts'

/** Asks until the facts are read (the database answers meanwhile). */
async function listed(facts: CatalogFacts, f: ProductFilters, locale: Locale = 'en') {
  for (let tries = 0; tries < 200; tries++) {
    const page = await facts.list(f, locale)
    if (page) return page
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the facts were never read')
}

const filtersOf = (f: Partial<ProductFilters>): ProductFilters => ({
  page: 1,
  pageSize: 12,
  attributes: new Map(),
  ...f,
})

describe('listings answered from facts', () => {
  let t: TestApp
  let facts: CatalogFacts
  let scopes: { category: number; type: number }[]
  let prices: number[]
  let attributes: { attribute: number; value: string }[]
  let words: string[]

  beforeAll(async () => {
    t = await buildTestApp('pglite', { seeded: true })
    const { db } = t.database
    facts = new CatalogFacts(db)
    scopes = await queryRows(db, sql`select id as type, category_id as category from product_types`)
    prices = (
      await queryRows<{ price: number }>(db, sql`select lowest_price::float8 as price from products`)
    ).map((r) => r.price)
    attributes = await queryRows(
      db,
      sql`select av.attribute_id as attribute, lower(avt.value) as value from attribute_values av
        join attribute_value_translations avt on avt.attribute_value_id = av.id`,
    )
    const names = await queryRows<{ name: string }>(db, sql`select name from product_search`)
    words = [...new Set(names.flatMap((r) => r.name.split(' ')))]
  })
  afterAll(() => t.close())

  test('are the listings the database answers, for random filters, searches and orders', async () => {
    const counts = new PriceCounts(t.database.db)
    const bound = fc.option(
      fc.oneof(
        fc.constantFrom(...prices),
        fc.constantFrom(...prices).map((p) => p + 0.005),
        fc.constantFrom(...prices).map((p) => Math.max(0, p - 0.005)),
        fc.double({ min: 0, max: 12_000, noNaN: true }),
      ),
      { nil: undefined },
    )
    const word = fc.oneof(
      fc.constantFrom(...words),
      // A typo or a fragment, forgiven (or not) through the lexicon.
      fc.constantFrom(...words).map((w) => w.slice(0, Math.max(3, w.length - 2))),
      fc.constantFrom(...words).map((w) => w.slice(1)),
      fc.constantFrom('the', 'and', 'zzzq', '100%', 't-shirt', '1.5'),
    )
    const search = fc.option(
      fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' ')),
      { nil: undefined },
    )
    const picks = fc.subarray(attributes, { maxLength: 3 })
    await listed(facts, filtersOf({ search: 'a' }))
    let answered = 0
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          scope: fc.nat(scopes.length * 4),
          priceMin: bound,
          priceMax: bound,
          search,
          picks,
          orderBy: fc.constantFrom(undefined, 'date', 'price_low_to_high', 'price_high_to_low', 'popularity'),
          page: fc.integer({ min: 1, max: 3 }),
          pageSize: fc.constantFrom(1, 5, 12, 100),
          locale: fc.constantFrom(...LOCALES),
        }),
        async ({ scope: at, priceMin, priceMax, search, picks, orderBy, page, pageSize, locale }) => {
          const scope = scopes[at % scopes.length]!
          const kind = Math.floor(at / scopes.length)
          const attributeFilters = new Map<number, string[]>()
          for (const { attribute, value } of picks)
            attributeFilters.set(attribute, [...(attributeFilters.get(attribute) ?? []), value])
          const f = filtersOf({
            page,
            pageSize,
            ...(kind === 1 || kind === 3 ? { categoryId: scope.category } : {}),
            ...(kind === 2 || kind === 3 ? { productTypeId: scope.type } : {}),
            ...(priceMin === undefined ? {} : { priceMin }),
            ...(priceMax === undefined ? {} : { priceMax }),
            ...(search ? { search } : {}),
            ...(orderBy ? { orderBy } : {}),
            attributes: attributeFilters,
          })
          const fromFacts = await facts.list(f, locale)
          const fromDatabase = await listProducts(t.database.db, f, locale, null, counts)
          // Scopes and price ranges alone, and a search word the parser splits into a phrase, are
          // left to the database.
          if (fromFacts === null)
            expect(search ? /[-./]/.test(search) : attributeFilters.size === 0).toBe(true)
          else {
            expect(fromFacts).toEqual({ count: fromDatabase.count, ids: fromDatabase.ids })
            answered++
          }
        },
      ),
      { numRuns: 200 },
    )
    expect(answered).toBeGreaterThan(120)
  }, 120_000)
})

describe.each(databaseKinds())('facts after an order, on %s', (kind) => {
  let buying: TestApp
  let browsing: TestApp
  let facts: CatalogFacts
  const heard: ReturnType<typeof catalogChangeOf>[] = []
  let unlisten: () => Promise<void>

  beforeAll(async () => {
    buying = await buildTestApp(kind, { seeded: true })
    // Another instance on the same database hears the order through LISTEN, as the routes do.
    browsing = kind === 'postgresql' ? await buildTestApp(kind, { database: buying.database }) : buying
    facts = new CatalogFacts(browsing.database.db)
    unlisten = await browsing.database.listen(CATALOG_CHANNEL, (payload) => {
      heard.push(catalogChangeOf(payload))
      facts.changed(catalogChangeOf(payload))
    })
  })
  afterAll(async () => {
    await unlisten()
    if (browsing !== buying) await browsing.close()
    await buying.close()
  })

  test('a stock change reads its products’ order counts again, and the popularity order follows', async () => {
    // The attribute value most products carry: a listing the facts answer.
    const [most] = await queryRows<{ attribute: number; value: string }>(
      browsing.database.db,
      sql`select av.attribute_id as attribute, lower(avt.value) as value from variation_attribute_values vav
        join attribute_values av on av.id = vav.attribute_value_id
        join attribute_value_translations avt on avt.attribute_value_id = av.id and avt.locale = 'en'
        group by 1, 2 order by count(distinct vav.product_id) desc, 1, 2 limit 1`,
    )
    const popular = filtersOf({
      orderBy: 'popularity',
      pageSize: 100,
      attributes: new Map([[most!.attribute, [most!.value]]]),
    })
    const before = await listed(facts, popular)
    const last = before.ids.at(-1)!
    heard.length = 0
    await inTransaction(buying.database.db, (tx) =>
      changingStock(tx, [last], () =>
        tx.execute(sql`update products set order_count = order_count + 1000 where id = ${last}`),
      ),
    )
    for (let tries = 0; tries < 200 && heard.length === 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(heard).toEqual([{ stockOf: [last] }])
    // Answered from the facts at once (refreshed, not read again whole), with the product first.
    const after = await facts.list(popular, 'en')
    expect(after?.ids).toEqual([last, ...before.ids.slice(0, -1)])
    expect(after?.count).toBe(before.count)
  })
})
