import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inTransaction, queryRows } from '../../../db/client.ts'
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts'
import { databaseKinds } from '../../../testing/test-db.ts'
import { CATALOG_CHANNEL, catalogChangeOf } from '../catalog-changes.ts'
import { listProducts } from '../catalog-queries.ts'
import { PriceCounts } from '../price-counts.ts'
import type { ProductFilters } from '../product-filters.ts'
import { rebuildSearchDocuments } from '../search-index.ts'
import { CatalogFacts } from './catalog-facts.ts'
import { SearchTermsCache } from './search-terms.ts'

test('the terms cache keeps at most its limit, letting the oldest go first', () => {
  const cache = new SearchTermsCache(2)
  const terms = (word: string) => new Map([['en' as const, [[word]]]])
  cache.set('alpha', 'en', terms('alpha'))
  cache.set('alpha', 'ru', null)
  cache.set('beta', 'en', terms('beta'))
  expect(cache.get('alpha', 'en')).toBeUndefined()
  expect(cache.get('alpha', 'ru')).toBeNull()
  expect(cache.get('beta', 'en')).toEqual(terms('beta'))
  cache.clear()
  expect(cache.get('beta', 'en')).toBeUndefined()
})

describe.each(databaseKinds())('a search’s terms after a change, on %s', (kind) => {
  let t: TestApp
  let facts: CatalogFacts
  const heard: ReturnType<typeof catalogChangeOf>[] = []
  let unlisten: () => Promise<void>

  beforeAll(async () => {
    t = await buildTestApp(kind, { seeded: true })
    facts = new CatalogFacts(t.database.db)
    unlisten = await t.database.listen(CATALOG_CHANNEL, (payload) => {
      heard.push(catalogChangeOf(payload))
      facts.changed(catalogChangeOf(payload))
    })
  })
  afterAll(async () => {
    await unlisten()
    await t.close()
  })

  /** The facts' answer once they are read, and the database's. */
  async function answers(f: ProductFilters) {
    for (let tries = 0; tries < 200; tries++) {
      const page = await facts.list(f, 'en')
      if (page) {
        const fromDatabase = await listProducts(t.database.db, f, 'en', null, new PriceCounts(t.database.db))
        return { page, database: { count: fromDatabase.count, ids: fromDatabase.ids } }
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('the facts were never read')
  }

  test('its kept matches answer its other pages, orders and price ranges as the database does', async () => {
    const [row] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from product_search where locale = 'en' order by product_id limit 1`,
    )
    const search = row!.name.split(' ')[0]!
    const orders = [undefined, 'date', 'price_low_to_high', 'price_high_to_low', 'popularity'] as const
    for (const [n, orderBy] of orders.entries()) {
      const f: ProductFilters = {
        page: 1 + (n % 2),
        pageSize: 2,
        attributes: new Map(),
        search,
        ...(orderBy ? { orderBy } : {}),
        ...(n > 2 ? { priceMin: 10 * n } : {}),
      }
      const { page, database } = await answers(f)
      expect(page).toEqual(database)
    }
  })

  test('are kept until the catalogue changes, and a new lexicon word then answers', async () => {
    // A fragment of no word yet: matched only once a product's name brings the lexicon a word like it.
    const f: ProductFilters = { page: 1, pageSize: 12, attributes: new Map(), search: 'quokk' }
    const before = await answers(f)
    expect(before.page).toEqual({ count: 0, ids: [] })
    expect(await facts.list(f, 'en')).toEqual(before.page)
    const [product] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from products where is_active and deleted_at is null order by id limit 1`,
    )
    heard.length = 0
    await inTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`update product_translations set name = 'Quokka ' || name
        where product_id = ${product!.id} and locale = 'en'`)
      await rebuildSearchDocuments(tx, product!.id)
      await tx.execute(sql`update products set updated_at = now() where id = ${product!.id}`)
    })
    for (let tries = 0; tries < 200 && heard.length === 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(heard).toContain('anything')
    const after = await answers(f)
    expect(after.page).toEqual(after.database)
    expect(after.page.ids).toContain(product!.id)
  })
})
