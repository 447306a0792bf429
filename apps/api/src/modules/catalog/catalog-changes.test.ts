import type { ProductListResponse } from '@caravanserai/contracts/catalog'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inTransaction, type Unlisten } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import {
  createFixtureProduct,
  createTradingShop,
  type FixtureProduct,
  placeOrder,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { CATALOG_CHANNEL, catalogChangeOf, changingStock } from './catalog-changes.ts'
import { rebuildProductCards, reindexProduct } from './product-cards.ts'

test('a notification names a stock change of its products, or a change of anything', () => {
  expect(catalogChangeOf('stock:3,41')).toEqual({ stockOf: [3, 41] })
  for (const payload of ['', null, 'stock:', 'stock:3,x', 'stock:-1', 'prices:3'])
    expect(catalogChangeOf(payload)).toBe('anything')
})

/**
 * An order changes only its products' stock: the visitors' listings that show them are loaded
 * again, on every instance, and the others stay kept (docs/decisions/050-caches-that-survive-orders.md).
 */
const setups = databaseKinds().flatMap((kind) =>
  kind === 'postgresql' ? (['postgresql', 'two instances'] as const) : (['pglite'] as const),
)

describe.each(setups)('visitors’ listings when orders are placed, on %s', (setup) => {
  let buying: TestApp
  let browsing: TestApp
  let sold: FixtureProduct
  let other: FixtureProduct
  let destination: number
  let soldCategory: number
  let otherCategory: number
  const payloads: (string | null)[] = []
  let unlisten: Unlisten

  beforeAll(async () => {
    buying = await buildTestApp(setup === 'pglite' ? 'pglite' : 'postgresql')
    browsing =
      setup === 'two instances' ? await buildTestApp('postgresql', { database: buying.database }) : buying
    ;({ product: sold, destination } = await createTradingShop(buying))
    other = await createFixtureProduct(buying.database.db, [{ stock: 70 }])
    const categoryOf = async (product: FixtureProduct) =>
      (await buying.app.inject({ url: `/api/products/${product.productId}/` })).json().category.id as number
    soldCategory = await categoryOf(sold)
    otherCategory = await categoryOf(other)
    unlisten = await buying.database.listen(CATALOG_CHANNEL, (payload) => payloads.push(payload))
    // The fixture's own changes may still be on their way (a busy machine): the caches hear them
    // before this listener, so once it has heard nothing for a while, none is left to come.
    for (let seen = -1, tries = 0; seen !== payloads.length && tries < 25; tries++) {
      seen = payloads.length
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })
  afterAll(async () => {
    await unlisten()
    if (browsing !== buying) await browsing.close()
    await buying.close()
  })

  const listing = async (query: string) => {
    const res = await browsing.app.inject({ url: `/api/products/list/?${query}` })
    expect(res.statusCode).toBe(200)
    return res.json() as ProductListResponse
  }
  const stockIn = (page: ProductListResponse, product: FixtureProduct) =>
    page.results.find((card) => card.id === product.productId)?.product_variations[0]?.stock
  /** What was announced since the last call, once something was (and a moment for more). */
  const announced = async () => {
    for (let tries = 0; tries < 100 && payloads.length === 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20))
    await new Promise((resolve) => setTimeout(resolve, 100))
    return payloads.splice(0)
  }
  const lookups = () => browsing.app.observed.caches.get('listing')!.lookups
  /** Asks the listing of `product`'s category until it shows `stock` (the notification is on its way). */
  const untilShown = async (product: FixtureProduct, category: number, stock: number) => {
    for (let tries = 0; tries < 100; tries++) {
      if (stockIn(await listing(`category=${category}`), product) === stock) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`the listing never showed a stock of ${stock}`)
  }
  const queries = () => ({
    sold: `category=${soldCategory}`,
    other: `category=${otherCategory}`,
    newest: 'page_size=50',
    popular: `category=${otherCategory}&order_by=popularity`,
    otherFa: `category=${otherCategory}&page_size=7`,
  })
  const warm = async () => {
    for (const query of Object.values(queries())) await listing(query)
    const before = lookups()
    for (const query of Object.values(queries())) await listing(query)
    // Every listing is kept.
    expect(lookups().hits - before.hits).toBe(5)
  }

  test('an order refreshes its product in the listings that show it and in those by popularity, and keeps the rest', async () => {
    await warm()
    payloads.length = 0
    await placeOrder(buying.app, await buying.users.buyer(), {
      variationId: sold.variationIds[0]!,
      quantity: 5,
      destinationId: destination,
    })
    // Only the stock of the ordered product was announced: nothing was cleared whole.
    expect(await announced()).toEqual([`stock:${sold.productId}`])
    await untilShown(sold, soldCategory, 100_000 - 5)

    const before = lookups()
    const newest = await listing(queries().newest)
    expect(stockIn(newest, sold)).toBe(100_000 - 5)
    expect(stockIn(newest, other)).toBe(70)
    expect((await listing(queries().popular)).results.map((card) => card.id)).toEqual([other.productId])
    const kept = [await listing(queries().other), await listing(queries().otherFa)]
    expect(kept.map((page) => stockIn(page, other))).toEqual([70, 70])
    // The newest and the popular were loaded again; the other product's two listings were kept.
    expect(lookups()).toEqual({ hits: before.hits + 2, misses: before.misses + 2 })
  })

  test('a cancellation gives the stock back and refreshes the same listings alone', async () => {
    const buyer = await buying.users.buyer()
    const placed = await placeOrder(buying.app, buyer, {
      variationId: sold.variationIds[0]!,
      quantity: 3,
      destinationId: destination,
    })
    await announced()
    await untilShown(sold, soldCategory, 100_000 - 8)
    await warm()
    const res = await buying.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/cancel/`,
      headers: buyer.auth,
      payload: { reason: 'Ordered twice.' },
    })
    expect(res.statusCode).toBe(200)
    expect(await announced()).toEqual([`stock:${sold.productId}`])
    await untilShown(sold, soldCategory, 100_000 - 5)
    const before = lookups()
    await listing(queries().other)
    await listing(queries().otherFa)
    expect(stockIn(await listing(queries().newest), sold)).toBe(100_000 - 5)
    expect(lookups()).toEqual({ hits: before.hits + 2, misses: before.misses + 1 })
  })

  test('any other change to the catalogue still drops every listing', async () => {
    await warm()
    payloads.length = 0
    await reindexProduct(buying.database.db, other.productId)
    // One announcement per statement, outside a transaction.
    expect(new Set(await announced())).toEqual(new Set(['']))
    // The browsing instance hears it too: a listing of the unchanged product is loaded again.
    for (let tries = 0; tries < 100; tries++) {
      const before = lookups()
      await listing(queries().sold)
      if (lookups().misses > before.misses) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const before = lookups()
    for (const query of Object.values(queries())) await listing(query)
    // Only the listing asked again since the clear was kept.
    expect(lookups().hits - before.hits).toBe(1)
  })

  test('a stock change of more products than a notification can name clears everything', async () => {
    payloads.length = 0
    const many = Array.from({ length: 3_000 }, (_, i) => other.productId + i)
    await inTransaction(buying.database.db, (tx) =>
      changingStock(tx, many, () => rebuildProductCards(tx, other.productId)),
    )
    expect(await announced()).toEqual([''])
  })
})
