import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createFixtureProduct, type FixtureProduct } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('the cart on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct

  const send = injectAs(() => t)
  const add = (user: TestUser | null, product_variation: number, quantity: number) =>
    send('POST', '/customer/cart/create/', user, { product_variation, quantity })

  beforeAll(async () => {
    t = await buildTestApp(kind)
    product = await createFixtureProduct(t.database.db, [
      { price: '12.35', stock: 40, minimumOrderQuantity: 5 },
      { price: '0.10', stock: 1000 },
    ])
  })
  afterAll(() => t.close())

  test('a buyer adds a variation and sees it with its product, pictures and totals', async () => {
    const buyer = await t.users.buyer()
    const res = await add(buyer, product.variationIds[0]!, 6)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      quantity: 6,
      line_total: 74.1,
      is_available: true,
      product_variation: {
        id: product.variationIds[0],
        name: 'Tin 1',
        price: 12.35,
        stock: 40,
        minimum_order_quantity: 5,
        product_id: product.productId,
        product_name: product.names.en,
      },
    })
    expect(res.json().product_variation.images[0].photo).toMatch(/^\/media\/art\/saffron\/.+\.webp$/)
    const cart = (await send('GET', '/customer/cart/', buyer, undefined, { 'accept-language': 'fa' })).json()
    expect(cart).toMatchObject({ item_count: 1, total_quantity: 6, total_price: 74.1 })
    expect(cart.items[0].product_variation).toMatchObject({ name: 'قوطی 1', product_name: product.names.fa })
  })

  test('adding the same variation again adds to its line', async () => {
    const buyer = await t.users.buyer()
    const first = (await add(buyer, product.variationIds[0]!, 5)).json()
    const second = await add(buyer, product.variationIds[0]!, 3)
    expect(second.statusCode).toBe(201)
    expect(second.json()).toMatchObject({ id: first.id, quantity: 8 })
    expect((await send('GET', '/customer/cart/', buyer)).json().item_count).toBe(1)
  })

  test('totals are summed exactly, never in floats', async () => {
    const buyer = await t.users.buyer()
    await add(buyer, product.variationIds[1]!, 3)
    const cart = (await send('GET', '/customer/cart/', buyer)).json()
    // 3 × 0.10 is 0.30000000000000004 in floats.
    expect(cart.total_price).toBe(0.3)
    expect(cart.items[0].line_total).toBe(0.3)
  })

  test('refuses a quantity below the minimum order, with the minimum in the request language', async () => {
    const buyer = await t.users.buyer()
    const res = await send(
      'POST',
      '/customer/cart/create/',
      buyer,
      { product_variation: product.variationIds[0], quantity: 2 },
      { 'accept-language': 'ru' },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      detail: 'Количество меньше минимального заказа: 5.',
      code: 'cart.belowMinimum',
      params: { min: 5 },
    })
    expect((await send('GET', '/customer/cart/', buyer)).json().items).toEqual([])
  })

  test('refuses more than the stock, counting what the line already holds', async () => {
    const buyer = await t.users.buyer()
    await add(buyer, product.variationIds[0]!, 30)
    const res = await add(buyer, product.variationIds[0]!, 11)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'cart.aboveStock', params: { stock: 40 } })
    expect((await send('GET', '/customer/cart/', buyer)).json().items[0].quantity).toBe(30)
  })

  test('refuses an out-of-stock variation and one that does not exist', async () => {
    const buyer = await t.users.buyer()
    const empty = await createFixtureProduct(t.database.db, [{ stock: 0 }])
    expect((await add(buyer, empty.variationIds[0]!, 1)).json().code).toBe('cart.outOfStock')
    const missing = await add(buyer, 2_000_000_000, 1)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('cart.variationNotFound')
  })

  test('refuses a product withdrawn from sale', async () => {
    const buyer = await t.users.buyer()
    const hidden = await createFixtureProduct(t.database.db)
    await t.database.db.execute(sql`update products set is_active = false where id = ${hidden.productId}`)
    expect((await add(buyer, hidden.variationIds[0]!, 1)).statusCode).toBe(404)
  })

  test.each([
    [{ product_variation: 1, quantity: 0 }, 'quantity'],
    [{ product_variation: 1, quantity: 1.5 }, 'quantity'],
    [{ product_variation: 'x', quantity: 1 }, 'product_variation'],
    [{ product_variation: 1 }, 'quantity'],
    [{ product_variation: 1, quantity: 1, price: 0.01 }, 'price'],
  ])('refuses the body %j with a message on %s', async (payload, field) => {
    const buyer = await t.users.buyer()
    const res = await send('POST', '/customer/cart/create/', buyer, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()[field]).toHaveLength(1)
  })

  test('a buyer changes a quantity within the minimum and the stock', async () => {
    const buyer = await t.users.buyer()
    const line = (await add(buyer, product.variationIds[0]!, 5)).json()
    const res = await send('PATCH', `/customer/cart/update/${line.id}/`, buyer, { quantity: 12 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: line.id, quantity: 12, line_total: 148.2 })
    const low = await send('PATCH', `/customer/cart/update/${line.id}/`, buyer, { quantity: 4 })
    expect(low.json()).toMatchObject({ code: 'cart.belowMinimum', params: { min: 5 } })
    const high = await send('PATCH', `/customer/cart/update/${line.id}/`, buyer, { quantity: 41 })
    expect(high.json()).toMatchObject({ code: 'cart.aboveStock', params: { stock: 40 } })
    expect((await send('GET', '/customer/cart/', buyer)).json().items[0].quantity).toBe(12)
  })

  test('a line whose product was withdrawn can be removed but not changed', async () => {
    const buyer = await t.users.buyer()
    const withdrawn = await createFixtureProduct(t.database.db, [{ stock: 10 }])
    const line = (await add(buyer, withdrawn.variationIds[0]!, 2)).json()
    await t.database.db.execute(sql`update products set is_active = false where id = ${withdrawn.productId}`)
    expect((await send('GET', '/customer/cart/', buyer)).json().items[0]).toMatchObject({
      id: line.id,
      is_available: false,
    })
    const res = await send('PATCH', `/customer/cart/update/${line.id}/`, buyer, { quantity: 3 })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'cart.variationNotFound' })
    expect((await send('GET', '/customer/cart/', buyer)).json().items[0].quantity).toBe(2)
    expect((await send('POST', `/customer/cart/remove/${line.id}/`, buyer)).statusCode).toBe(204)
  })

  test('a buyer removes a line and clears the cart', async () => {
    const buyer = await t.users.buyer()
    const line = (await add(buyer, product.variationIds[0]!, 5)).json()
    await add(buyer, product.variationIds[1]!, 1)
    expect((await send('POST', `/customer/cart/remove/${line.id}/`, buyer)).statusCode).toBe(204)
    expect((await send('POST', `/customer/cart/remove/${line.id}/`, buyer)).statusCode).toBe(404)
    expect((await send('GET', '/customer/cart/', buyer)).json().item_count).toBe(1)
    expect((await send('POST', '/customer/cart/clear/', buyer)).statusCode).toBe(204)
    expect((await send('GET', '/customer/cart/', buyer)).json()).toEqual({
      items: [],
      item_count: 0,
      total_quantity: 0,
      total_price: 0,
    })
  })

  test('a cart holds at most 100 different items', async () => {
    const buyer = await t.users.buyer()
    const many = await createFixtureProduct(
      t.database.db,
      Array.from({ length: 101 }, () => ({ stock: 10 })),
    )
    await t.database.db.execute(sql`insert into cart_items (user_id, product_variation_id, quantity)
      select ${buyer.id}, id, 1 from product_variations where product_id = ${many.productId} order by id limit 100`)
    const res = await add(buyer, many.variationIds[100]!, 1)
    expect(res.json()).toMatchObject({ code: 'cart.tooManyLines', params: { max: 100 } })
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cart_items where user_id = ${buyer.id}`,
    )
    expect(count!.n).toBe(100)
  })

  test('a visitor is asked to sign in', async () => {
    expect((await send('GET', '/customer/cart/', null)).statusCode).toBe(401)
    expect((await add(null, product.variationIds[0]!, 5)).statusCode).toBe(401)
  })
})
