import { inTransaction, type Unlisten } from '@caravanserai/api/db/client'
import { reindexProduct } from '@caravanserai/api/modules/catalog/product-cards'
import { buildTestApp, type TestApp } from '@caravanserai/api/testing/build-test-app'
import {
  createFixtureProduct,
  createTradingShop,
  type FixtureProduct,
  placeOrder,
} from '@caravanserai/api/testing/shop-fixture'
import { databaseKinds } from '@caravanserai/api/testing/test-db'
import type { ProductDetail, ProductListResponse } from '@caravanserai/contracts/catalog'
import type { StorefrontContext } from '@caravanserai/contracts/storefront'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiTransport } from './api-transport.ts'
import { dropPagesOnCatalogChanges, pageCache } from './page-cache.ts'
import { registerStorefront } from './ssr.ts'

/**
 * A stand-in for the web build that reads the API in process as its loaders do: a product's page
 * shows its stock, a catalogue page the stock of each product it lists, any other page no product.
 */
function storefront(app: FastifyInstance, renders: string[]) {
  const transport = apiTransport(app, '/api')
  const api = async <T>(path: string) => (await (await transport(`/api${path}`, {})).json()) as T
  const stockOf = (product: ProductDetail | ProductListResponse['results'][number]) =>
    `${product.id}:${product.product_variations[0]?.stock}`
  return async (request: Request) => {
    const { pathname, search } = new URL(request.url)
    renders.push(pathname + search)
    const product = /^\/en\/product\/(\d+)$/.exec(pathname)?.[1]
    const shown = product
      ? stockOf(await api<ProductDetail>(`/products/${product}/`))
      : pathname === '/en/products'
        ? (await api<ProductListResponse>(`/products/list/${search}`)).results.map(stockOf).join(' ')
        : 'no products'
    return new Response(`<!DOCTYPE html><html><body><p>${shown}</p></body></html>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  }
}

const setups = databaseKinds().flatMap((kind) =>
  kind === 'postgresql' ? (['postgresql', 'two instances'] as const) : (['pglite'] as const),
)

/**
 * An order changes its product's stock: the shared pages that show it are rendered again, on every
 * instance, and every other page stays kept (docs/decisions/050-caches-that-survive-orders.md).
 */
describe.each(setups)('shared pages when orders are placed, on %s', (setup) => {
  const pages = pageCache()
  const renders: string[] = []
  let buying: TestApp
  let browsing: TestApp
  let unlisten: Unlisten
  let sold: FixtureProduct
  let other: FixtureProduct
  let destination: number
  let addresses: Record<
    'soldPage' | 'otherPage' | 'soldListing' | 'otherListing' | 'newest' | 'popular' | 'faq',
    string
  >

  beforeAll(async () => {
    const withStorefront = async (app: FastifyInstance) => {
      await registerStorefront(
        app,
        storefront(app, renders),
        () => ({ nonce: '' }) as StorefrontContext,
        pages,
      )
    }
    const kind = setup === 'pglite' ? 'pglite' : 'postgresql'
    browsing = await buildTestApp(kind, { extend: withStorefront })
    buying = setup === 'two instances' ? await buildTestApp(kind, { database: browsing.database }) : browsing
    unlisten = await dropPagesOnCatalogChanges(browsing.database, pages, { readsKnown: true })
    ;({ product: sold, destination } = await createTradingShop(buying))
    other = await createFixtureProduct(buying.database.db, [{ stock: 70 }])
    const categoryOf = async (product: FixtureProduct) =>
      (await buying.app.inject({ url: `/api/products/${product.productId}/` })).json().category.id as number
    addresses = {
      soldPage: `/en/product/${sold.productId}`,
      otherPage: `/en/product/${other.productId}`,
      soldListing: `/en/products?category=${await categoryOf(sold)}`,
      otherListing: `/en/products?category=${await categoryOf(other)}`,
      newest: '/en/products?page_size=50',
      popular: `/en/products?category=${await categoryOf(other)}&order_by=popularity`,
      faq: '/en/faq',
    }
  })
  afterAll(async () => {
    await unlisten()
    if (buying !== browsing) await buying.close()
    await browsing.close()
  })

  const visit = async (url: string) => {
    const res = await browsing.app.inject({ url })
    expect(res.statusCode).toBe(200)
    return res.body
  }

  test('an order renders again the pages that show its product and those by popularity, and keeps the rest', async () => {
    for (const url of Object.values(addresses)) await visit(url)
    for (const url of Object.values(addresses)) await visit(url)
    expect(renders).toHaveLength(7)
    expect(await visit(addresses.soldPage)).toContain(`${sold.productId}:100000`)

    await placeOrder(buying.app, await buying.users.buyer(), {
      variationId: sold.variationIds[0]!,
      quantity: 5,
      destinationId: destination,
    })
    // The notification is on its way to the browsing instance.
    for (let tries = 0; tries < 100; tries++) {
      if ((await visit(addresses.soldPage)).includes(`${sold.productId}:99995`)) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    renders.length = 0
    const before = pages.lookups
    const seen: Record<string, string> = Object.fromEntries(
      await Promise.all(Object.entries(addresses).map(async ([name, url]) => [name, await visit(url)])),
    )
    expect(seen.soldPage).toContain(`${sold.productId}:99995`)
    expect(seen.soldListing).toContain(`${sold.productId}:99995`)
    expect(seen.newest).toContain(`${sold.productId}:99995`)
    expect(seen.newest).toContain(`${other.productId}:70`)
    // The listings that show the product and the popular one were rendered again, nothing else.
    expect(renders.sort()).toEqual([addresses.newest, addresses.popular, addresses.soldListing].sort())
    expect(pages.lookups).toEqual({ hits: before.hits + 4, misses: before.misses + 3 })
  })

  test('any other change to the catalogue renders every page again', async () => {
    for (const url of Object.values(addresses)) await visit(url)
    renders.length = 0
    await inTransaction(buying.database.db, (tx) => reindexProduct(tx, other.productId))
    for (let tries = 0; tries < 100 && renders.length === 0; tries++) {
      await visit(addresses.faq)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(renders).toEqual([addresses.faq])
    // The page asked since is kept; every other one renders again.
    for (const url of Object.values(addresses)) await visit(url)
    expect(renders).toHaveLength(7)
  })
})
