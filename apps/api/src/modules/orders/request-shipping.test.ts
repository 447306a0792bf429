import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import {
  createFixtureDestination,
  createFixtureProduct,
  type FixtureProduct,
  placeOrder,
  variationStock,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('request-shipping on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number

  const send = injectAs(() => t)
  const add = (user: TestUser, variationId: number, quantity: number) =>
    send('POST', '/customer/cart/create/', user, { product_variation: variationId, quantity })
  const request = (user: TestUser, payload: object = { shipping_destination: destination }, headers = {}) =>
    send('POST', '/order/request-shipping/', user, payload, headers)
  const count = async (table: string, where: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    )
    return row!.n
  }

  beforeAll(async () => {
    t = await buildTestApp(kind)
    product = await createFixtureProduct(t.database.db, [
      { price: '12.35', stock: 1000, minimumOrderQuantity: 2 },
      { price: '0.10', stock: 1000 },
    ])
    destination = await createFixtureDestination(t.database.db)
  })
  afterAll(() => t.close())

  test('turns the cart into an order with snapshots, server prices, less stock and an empty cart', async () => {
    const buyer = await t.users.buyer()
    const address = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/shipping-addresses/',
        headers: buyer.auth,
        payload: {
          full_name: 'Ani Petrosyan',
          email_address: 'ani@example.am',
          phone_number: '+374 10 123456',
          address: '1 Abovyan St',
          country: 'Armenia',
          zip_code: '0001',
        },
      })
    ).json()
    await add(buyer, product.variationIds[0]!, 3)
    await add(buyer, product.variationIds[1]!, 7)
    const before = await variationStock(t.database.db, product.variationIds[0]!)
    const res = await request(
      buyer,
      { shipping_destination: destination, customer_notes: '  Fragile  ' },
      {
        'accept-language': 'fa',
      },
    )
    expect(res.statusCode).toBe(201)
    const order = res.json()
    expect(order.order_number).toMatch(/^CS-\d{6}-[0-9A-Z]{6}$/)
    expect(order).toMatchObject({
      status: 'pending_shipping',
      // 3 × 12.35 + 7 × 0.10, summed in numeric.
      total_price: 37.75,
      shipping_price: null,
      total_amount: 37.75,
      tracking_number: null,
      customer_notes: 'Fragile',
      language: 'fa',
      shipping_destination: { id: destination, name: 'ارمنستان — مغری' },
      shipping_address: { full_name: 'Ani Petrosyan', country: 'Armenia', address_2: null },
      available_actions: ['cancel'],
    })
    expect(order.history).toEqual([
      {
        from_status: null,
        status: 'pending_shipping',
        actor_role: 'customer',
        created_at: expect.any(String),
      },
    ])
    expect(order.order_items).toEqual([
      {
        id: expect.any(Number),
        quantity: 3,
        line_total: 37.05,
        product_variation: {
          id: product.variationIds[0],
          name: 'قوطی 1',
          price: 12.35,
          product_id: product.productId,
          product_name: product.names.fa,
          product_avatar: expect.stringMatching(/^\/media\/art\/saffron\/lot-\d+-v0-640\.webp$/),
        },
      },
      expect.objectContaining({ quantity: 7, line_total: 0.7 }),
    ])
    expect(await variationStock(t.database.db, product.variationIds[0]!)).toBe(before - 3)
    expect((await send('GET', '/customer/cart/', buyer)).json().items).toEqual([])
    // The stored card, which visitors' listings show, has the new stock (decision 004).
    const detail = (await send('GET', `/products/${product.productId}/`, null)).json()
    expect(detail.product_variations[0].stock).toBe(before - 3)
    const listed = (await send('GET', `/products/list/?page_size=100`, null)).json()
    const card = listed.results.find((p: { id: number }) => p.id === product.productId)
    expect(card.product_variations[0].stock).toBe(before - 3)
    expect(address.is_default_shipping).toBe(true)
  })

  test('an order keeps its snapshots when the catalogue changes afterwards', async () => {
    const buyer = await t.users.buyer()
    const order = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[1]!,
      quantity: 2,
      destinationId: destination,
    })
    await t.database.db.execute(
      sql`update product_variations set price = 99 where id = ${product.variationIds[1]!}`,
    )
    await t.database.db.execute(
      sql`update product_translations set name = 'Renamed' where product_id = ${product.productId}`,
    )
    const again = (await send('GET', `/orders/${order.id}/`, buyer)).json()
    expect(again.order_items[0].product_variation).toMatchObject({
      price: 0.1,
      product_name: product.names.en,
    })
    expect(again.total_price).toBe(0.2)
    await t.database.db.execute(
      sql`update product_variations set price = 0.10 where id = ${product.variationIds[1]!}`,
    )
    await t.database.db.execute(sql`update product_translations set name = ${product.names.en}
      where product_id = ${product.productId} and locale = 'en'`)
  })

  test('needs a verified email, and says so with a code the storefront offers a resend for', async () => {
    const buyer = await t.users.unverified()
    await add(buyer, product.variationIds[1]!, 1)
    const res = await request(buyer, undefined, { 'accept-language': 'ru' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'orders.emailNotVerified' })
    expect(res.json().detail).toMatch(/Подтвердите адрес/)
    expect((await send('GET', '/customer/cart/', buyer)).json().item_count).toBe(1)
    expect(await count('orders', sql`user_id = ${buyer.id}`)).toBe(0)
  })

  test('refuses an empty cart', async () => {
    const buyer = await t.users.buyer()
    const res = await request(buyer)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'orders.cartEmpty', detail: 'Your cart is empty.' })
  })

  test('refuses an unknown or retired destination, and an address that is not the buyer’s', async () => {
    const buyer = await t.users.buyer()
    const other = await t.users.buyer()
    await add(buyer, product.variationIds[1]!, 1)
    const retired = await createFixtureDestination(t.database.db, false)
    for (const id of [retired, 2_000_000_000]) {
      const res = await request(buyer, { shipping_destination: id })
      expect(res.statusCode).toBe(400)
      expect(res.json().shipping_destination).toHaveLength(1)
    }
    const theirs = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/shipping-addresses/',
        headers: other.auth,
        payload: {
          full_name: 'Other Buyer',
          email_address: 'o@example.com',
          phone_number: '1',
          address: 'x',
          country: 'Georgia',
          zip_code: '0100',
        },
      })
    ).json()
    const res = await request(buyer, { shipping_destination: destination, shipping_address: theirs.id })
    expect(res.statusCode).toBe(400)
    expect(res.json().shipping_address).toEqual(['Choose one of your saved addresses.'])
    expect((await send('GET', '/customer/cart/', buyer)).json().item_count).toBe(1)
  })

  test.each([
    ['stock fell below the cart', sql`stock = 4`, 'orders.aboveStock', { stock: 4 }],
    [
      'the minimum order rose above the cart',
      sql`minimum_order_quantity = 6`,
      'orders.belowMinimum',
      { min: 6 },
    ],
    ['stock ran out', sql`stock = 0`, 'orders.outOfStock', {}],
  ])('refuses the whole order when %s, and changes nothing', async (_, change, code, params) => {
    const buyer = await t.users.buyer()
    const own = await createFixtureProduct(t.database.db, [{ stock: 50 }])
    await add(buyer, own.variationIds[0]!, 5)
    await add(buyer, product.variationIds[1]!, 1)
    await t.database.db.execute(
      sql`update product_variations set ${change} where id = ${own.variationIds[0]!}`,
    )
    const stockBefore = await variationStock(t.database.db, product.variationIds[1]!)
    const res = await request(buyer)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code, params: { product: own.names.en, ...params } })
    expect(res.json().detail).toContain(own.names.en)
    expect(await variationStock(t.database.db, product.variationIds[1]!)).toBe(stockBefore)
    expect((await send('GET', '/customer/cart/', buyer)).json().item_count).toBe(2)
    expect(await count('orders', sql`user_id = ${buyer.id}`)).toBe(0)
  })

  test('refuses a product withdrawn from sale after it was added', async () => {
    const buyer = await t.users.buyer()
    const own = await createFixtureProduct(t.database.db)
    await add(buyer, own.variationIds[0]!, 1)
    await t.database.db.execute(sql`update products set is_active = false where id = ${own.productId}`)
    const res = await request(buyer, undefined, { 'accept-language': 'hy' })
    expect(res.json()).toMatchObject({ code: 'orders.productUnavailable', params: { product: own.names.hy } })
  })

  test('a retry with the same Idempotency-Key returns the same order and orders nothing more', async () => {
    const buyer = await t.users.buyer()
    const key = crypto.randomUUID()
    await add(buyer, product.variationIds[1]!, 2)
    const first = await request(buyer, undefined, { 'idempotency-key': key })
    expect(first.statusCode).toBe(201)
    await add(buyer, product.variationIds[1]!, 3)
    const retry = await request(buyer, undefined, { 'idempotency-key': key })
    expect(retry.statusCode).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(first.json())
    // What was added after the first submit stays in the cart for the next order.
    expect((await send('GET', '/customer/cart/', buyer)).json().total_quantity).toBe(3)
    const next = await request(buyer, undefined, { 'idempotency-key': crypto.randomUUID() })
    expect(next.statusCode).toBe(201)
    expect(next.json().id).not.toBe(first.json().id)
  })

  test('the same key with another body is refused with 422 and orders nothing', async () => {
    const buyer = await t.users.buyer()
    const key = crypto.randomUUID()
    await add(buyer, product.variationIds[1]!, 2)
    expect((await request(buyer, undefined, { 'idempotency-key': key })).statusCode).toBe(201)
    await add(buyer, product.variationIds[1]!, 1)
    const other = { shipping_destination: destination, customer_notes: 'Deliver to Gate 4' }
    const res = await request(buyer, other, { 'idempotency-key': key, 'accept-language': 'ru' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'orders.idempotencyKeyReused' })
    expect(res.json().detail).toMatch(/Idempotency-Key уже использован/)
    expect(await count('orders', sql`user_id = ${buyer.id}`)).toBe(1)
    expect((await send('GET', '/customer/cart/', buyer)).json().total_quantity).toBe(1)
  })

  test('the same key from another buyer is another order', async () => {
    const key = crypto.randomUUID()
    const [a, b] = [await t.users.buyer(), await t.users.buyer()]
    await add(a, product.variationIds[1]!, 1)
    await add(b, product.variationIds[1]!, 1)
    const first = (await request(a, undefined, { 'idempotency-key': key })).json()
    const second = await request(b, undefined, { 'idempotency-key': key })
    expect(second.statusCode).toBe(201)
    expect(second.json().id).not.toBe(first.id)
  })

  test.each([
    ['too short', 'short'],
    ['too long', 'x'.repeat(101)],
    ['with spaces', 'has spaces in it'],
  ])('refuses an Idempotency-Key %s', async (_, key) => {
    const buyer = await t.users.buyer()
    await add(buyer, product.variationIds[1]!, 1)
    const res = await request(buyer, undefined, { 'idempotency-key': key })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('orders.invalidIdempotencyKey')
  })

  test.each([
    ['no destination', {}, 'shipping_destination'],
    ['a destination that is no id', { shipping_destination: 'one' }, 'shipping_destination'],
    [
      'notes over 2000 characters',
      { shipping_destination: 1, customer_notes: 'x'.repeat(2001) },
      'customer_notes',
    ],
    ['a price of its own', { shipping_destination: 1, total_price: 0 }, 'total_price'],
  ])('refuses a body with %s, with a message on the field', async (_, payload, field) => {
    const buyer = await t.users.buyer()
    const res = await request(buyer, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()[field]).toHaveLength(1)
  })

  test('orders feed the popularity sort', async () => {
    const popular = await createFixtureProduct(t.database.db)
    const buyer = await t.users.buyer()
    await placeOrder(t.app, buyer, {
      variationId: popular.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
    const ids = (await send('GET', '/products/list/?order_by=popularity&page_size=100', null))
      .json()
      .results.map((p: { id: number }) => p.id)
    const neverOrdered = (await createFixtureProduct(t.database.db)).productId
    const again = (await send('GET', '/products/list/?order_by=popularity&page_size=100', null))
      .json()
      .results.map((p: { id: number }) => p.id)
    expect(ids).toContain(popular.productId)
    expect(again.indexOf(popular.productId)).toBeLessThan(again.indexOf(neverOrdered))
  })
})
