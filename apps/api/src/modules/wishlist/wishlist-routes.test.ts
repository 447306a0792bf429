import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { createFixtureProduct } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('the wishlist on %s', (kind) => {
  let t: TestApp

  const toggle = (user: TestUser | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/wishlist/toggle/',
      payload,
      headers: user?.auth ?? {},
    })
  const wishlisted = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/products/list/?is_wishlisted=true&page_size=100', headers: user.auth }))
      .json()
      .results.map((p: { id: number }) => p.id)

  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(() => t.close())

  test('a toggle puts the product on the wishlist, the next takes it off', async () => {
    const buyer = await t.users.buyer()
    const { productId } = await createFixtureProduct(t.database.db)
    const on = await toggle(buyer, { product_id: productId })
    expect(on.statusCode).toBe(200)
    expect(on.json()).toEqual({ product_id: productId, is_wishlisted: true })
    expect(await wishlisted(buyer)).toEqual([productId])
    const detail = await t.app.inject({ url: `/api/products/${productId}/`, headers: buyer.auth })
    expect(detail.json().is_wishlisted).toBe(true)
    expect((await toggle(buyer, { product_id: productId })).json()).toEqual({
      product_id: productId,
      is_wishlisted: false,
    })
    expect(await wishlisted(buyer)).toEqual([])
  })

  test("one buyer's wishlist is not another's", async () => {
    const [a, b] = [await t.users.buyer(), await t.users.buyer()]
    const { productId } = await createFixtureProduct(t.database.db)
    await toggle(a, { product_id: productId })
    expect(await wishlisted(b)).toEqual([])
  })

  test('refuses an unknown or withdrawn product, and a malformed body', async () => {
    const buyer = await t.users.buyer()
    const { productId } = await createFixtureProduct(t.database.db)
    await t.database.db.execute(sql`update products set is_active = false where id = ${productId}`)
    for (const id of [productId, 2_000_000_000]) {
      const res = await toggle(buyer, { product_id: id })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('errors.productNotFound')
    }
    expect((await toggle(buyer, { product_id: 'one' })).json().product_id).toHaveLength(1)
    expect((await toggle(buyer, {})).statusCode).toBe(400)
  })

  test('a visitor is asked to sign in', async () => {
    expect((await toggle(null, { product_id: 1 })).statusCode).toBe(401)
  })
})
