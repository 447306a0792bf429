import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { createFixtureDestination, createFixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('reviews on %s', (kind) => {
  let t: TestApp

  const review = (user: TestUser | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/customer/review/', payload, headers: user?.auth ?? {} })
  const card = async (productId: number) =>
    (await t.app.inject({ url: '/api/products/list/?page_size=100' }))
      .json()
      .results.find((p: { id: number }) => p.id === productId)

  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(() => t.close())

  test('a buyer reviews a product; the page, the card, the rating and the count follow', async () => {
    const [a, b] = [await t.users.buyer(), await t.users.buyer()]
    const { productId } = await createFixtureProduct(t.database.db)
    const res = await review(a, { product: productId, rating: 5, comment: '  Deep colour.  ' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(Number),
      product: productId,
      rating: 5,
      comment: 'Deep colour.',
      review_date: expect.any(String),
      verified_purchase: false,
      customer: { name: expect.stringMatching(/^Test User/) },
      hidden: null,
    })
    await review(b, { product: productId, rating: 2 })
    const detail = (await t.app.inject({ url: `/api/products/${productId}/` })).json()
    expect(detail).toMatchObject({ rating: 3.5, review_count: 2 })
    expect(detail.reviews.map((r: { rating: number }) => r.rating).sort()).toEqual([2, 5])
    expect(await card(productId)).toMatchObject({ rating: 3.5, review_count: 2 })
    const [row] = await queryRows<{ review_count: number }>(
      t.database.db,
      sql`select review_count from products where id = ${productId}`,
    )
    expect(row!.review_count).toBe(2)
  })

  test('a buyer who received the product writes a verified purchase; an order on its way is not yet one', async () => {
    const [received, waiting] = [await t.users.buyer(), await t.users.buyer()]
    const product = await createFixtureProduct(t.database.db, [{ price: '4.00', stock: 50 }])
    const destinationId = await createFixtureDestination(t.database.db)
    for (const buyer of [received, waiting]) {
      await placeOrder(t.app, buyer, { variationId: product.variationIds[0]!, quantity: 1, destinationId })
    }
    await t.database.db.execute(sql`update orders set status = 'delivered', shipping_price = 12, tracking_number = 'AM-1',
        payment_override_reason = 'Paid by letter of credit',
        quoted_at = now(), approved_at = now(), shipped_at = now(), delivered_at = now()
      where user_id = ${received.id}`)
    expect((await review(received, { product: product.productId, rating: 5 })).json().verified_purchase).toBe(
      true,
    )
    expect((await review(waiting, { product: product.productId, rating: 4 })).json().verified_purchase).toBe(
      false,
    )
    const detail = (await t.app.inject({ url: `/api/products/${product.productId}/` })).json()
    const marks = detail.reviews.map((r: { rating: number; verified_purchase: boolean }) => [
      r.rating,
      r.verified_purchase,
    ])
    expect(marks.sort()).toEqual([
      [4, false],
      [5, true],
    ])
  })

  test('a buyer whose email is not verified is asked to verify it first, and nothing is saved', async () => {
    const buyer = await t.users.unverified()
    const { productId } = await createFixtureProduct(t.database.db)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/review/',
      payload: { product: productId, rating: 5 },
      headers: { ...buyer.auth, 'accept-language': 'hy' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({
      code: 'reviews.emailNotVerified',
      detail: expect.stringContaining('էլ. փոստ'),
    })
    expect((await t.app.inject({ url: `/api/products/${productId}/` })).json().review_count).toBe(0)
  })

  test('five reviews an hour per buyer; the sixth waits', async () => {
    const buyer = await t.users.buyer()
    const codes = []
    for (let i = 0; i < 6; i++) {
      const { productId } = await createFixtureProduct(t.database.db)
      codes.push((await review(buyer, { product: productId, rating: 3 })).statusCode)
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429])
  })

  test('a second review by the same buyer edits the first and keeps its date', async () => {
    const buyer = await t.users.buyer()
    const { productId } = await createFixtureProduct(t.database.db)
    const first = (await review(buyer, { product: productId, rating: 1, comment: 'Late.' })).json()
    const edit = await review(buyer, { product: productId, rating: 4, comment: 'Late, but good.' })
    expect(edit.statusCode).toBe(200)
    expect(edit.json()).toMatchObject({
      id: first.id,
      rating: 4,
      comment: 'Late, but good.',
      review_date: first.review_date,
    })
    expect(await card(productId)).toMatchObject({ rating: 4, review_count: 1 })
    const own = await t.app.inject({ url: `/api/customer/review/?product=${productId}`, headers: buyer.auth })
    expect(own.json()).toEqual({ review: edit.json() })
    const none = await t.app.inject({
      url: `/api/customer/review/?product=${productId}`,
      headers: (await t.users.buyer()).auth,
    })
    expect(none.json()).toEqual({ review: null })
  })

  test.each([
    ['a rating of 0', { rating: 0 }, 'rating'],
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['a half star', { rating: 4.5 }, 'rating'],
    ['a comment over 2000 characters', { rating: 4, comment: 'x'.repeat(2001) }, 'comment'],
    ['a date of its own', { rating: 4, review_date: '2020-01-01' }, 'review_date'],
  ])('refuses %s with a message', async (_, payload, field) => {
    const buyer = await t.users.buyer()
    const { productId } = await createFixtureProduct(t.database.db)
    const res = await review(buyer, { product: productId, ...payload })
    expect(res.statusCode).toBe(400)
    expect(res.json()[field]).toHaveLength(1)
    expect((await card(productId)).review_count).toBe(0)
  })

  test('refuses an unknown or withdrawn product, and a visitor', async () => {
    const buyer = await t.users.buyer()
    const { productId } = await createFixtureProduct(t.database.db)
    await t.database.db.execute(sql`update products set deleted_at = now() where id = ${productId}`)
    expect((await review(buyer, { product: productId, rating: 5 })).statusCode).toBe(404)
    expect((await review(buyer, { product: 2_000_000_000, rating: 5 })).statusCode).toBe(404)
    expect((await review(null, { product: 1, rating: 5 })).statusCode).toBe(401)
  })
})
