import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inTransaction, queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { dayAfter, rfqCalls } from '../../testing/rfq-fixture.ts'
import {
  createFixtureProduct,
  createTradingShop,
  type FixtureProduct,
  placeOrder,
  variationStock,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { emailContext } from '../email/enqueue-email.ts'
import { createOrder, type OrderToCreate } from './create-order.ts'
import { newOrderNumber } from './order-number.ts'

describe.each(databaseKinds())('making an order on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let staff: TestUser
  const calls = rfqCalls(() => t)
  const db = () => t.database.db
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query)
  const orderCount = async (productId: number) =>
    (await rows<{ n: number }>(sql`select order_count as n from products where id = ${productId}`))[0]!.n
  /** What an order's making left, with its ids and times left out. */
  const startOf = async (orderId: number) => ({
    history: await rows(sql`select h.actor_user_id = o.user_id as "byBuyer", h.actor_role as "role",
        h.from_status as "from", h.to_status = o.status as "toItsStatus", h.created_at = o.created_at as "whenMade"
      from order_history h join orders o on o.id = h.order_id where h.order_id = ${orderId} order by h.id`),
    total:
      await rows(sql`select o.total_price = (select sum(quantity * unit_price) from order_items where order_id = o.id)
        as "sumOfLines" from orders o where o.id = ${orderId}`),
  })
  const checkout = (buyer: TestUser, quantity: number) =>
    placeOrder(t.app, buyer, { variationId: product.variationIds[0]!, quantity, destinationId: destination })
  const make = (order: Pick<OrderToCreate, 'buyerId' | 'companyId' | 'lines'> & Partial<OrderToCreate>) =>
    inTransaction(db(), (tx) =>
      createOrder(tx, {
        destinationId: destination,
        address: null,
        locale: 'en',
        now: new Date(),
        email: emailContext(testConfig(), t.app.log),
        ...order,
      }),
    )

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination, staff } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test('draws another number when the first one drawn is taken', async () => {
    const buyer = await t.users.buyer()
    const first = await checkout(buyer, 1)
    // The numbers are random: hand out the taken one first, then draw as the shop does.
    const drawn: string[] = []
    const drawNumber = (now: Date) => {
      drawn.push(drawn.length === 0 ? first.order_number : newOrderNumber(now))
      return drawn.at(-1)!
    }
    const [variation] = product.variationIds
    const second = await make({
      buyerId: buyer.id,
      companyId: buyer.companyId!,
      drawNumber,
      lines: (orderId) =>
        sql`insert into order_items (order_id, product_id, product_variation_id, quantity, unit_price,
            product_name, variation_name)
          select ${orderId}, product_id, id, 1, price, 'Saffron', name from product_variations where id = ${variation}`,
    })
    expect(drawn).toHaveLength(2)
    expect(second.orderNumber).toBe(drawn[1])
    expect(second.orderNumber).not.toBe(first.order_number)
    expect(second.orderNumber).toMatch(/^CS-\d{6}-[0-9A-Z]{6}$/)
  })

  test('a checkout and an accepted offer start alike: one history row by the buyer, the total of the lines, one count per product', async () => {
    const buyer = await t.users.buyer()
    const popularity = await orderCount(product.productId)
    const checkedOut = await checkout(buyer, 3)
    const rfq = await calls.open(buyer, {
      product: product.productId,
      quantity: 30,
      unit: 'piece',
      shipping_destination: destination,
    })
    const offered = await calls.offered(staff, rfq.id, {
      product_variation: product.variationIds[0],
      quantity: 30,
      unit_price: 38.5,
      shipping_price: 120,
      valid_until: dayAfter(new Date(), 5),
    })
    const accepted = await calls.accept(buyer, rfq.id, { offer: offered.offer!.id })
    expect(accepted.statusCode).toBe(200)

    const shape = {
      history: [{ byBuyer: true, role: 'customer', from: null, toItsStatus: true, whenMade: true }],
      total: [{ sumOfLines: true }],
    }
    expect(await startOf(checkedOut.id)).toEqual(shape)
    expect(await startOf(accepted.json().order.id)).toEqual(shape)
    expect(await orderCount(product.productId)).toBe(popularity + 2)
  })

  test('takes each line’s stock, counts a product once however many of its variations, and rebuilds its cards', async () => {
    const buyer = await t.users.buyer()
    const two = await createFixtureProduct(db(), [
      { price: '2.50', stock: 50 },
      { price: '4.00', stock: 60 },
    ])
    const [a, b] = two.variationIds as [number, number]
    const order = await make({
      buyerId: buyer.id,
      companyId: buyer.companyId!,
      lines: (orderId) =>
        sql`insert into order_items (order_id, product_id, product_variation_id, quantity, unit_price,
            product_name, variation_name)
          select ${orderId}, product_id, id, case id when ${a} then 5 else 7 end, price, 'Saffron', name
          from product_variations where id in (${a}, ${b}) order by id`,
    })
    // 5 × 2.50 + 7 × 4.00, and no shipping quoted yet.
    expect(order.totalAmount).toBe('40.50')
    expect([await variationStock(db(), a), await variationStock(db(), b)]).toEqual([45, 53])
    expect(await orderCount(two.productId)).toBe(1)
    const [card] = await rows<{ card: string }>(
      sql`select card from product_cards where product_id = ${two.productId} and locale = 'en'`,
    )
    expect(JSON.parse(card!.card).product_variations.map((v: { stock: number }) => v.stock)).toEqual([45, 53])
    const [row] = await rows(sql`select status, quoted_at, approved_at from orders where id = ${order.id}`)
    expect(row).toEqual({ status: 'pending_shipping', quoted_at: null, approved_at: null })
  })

  test('an agreed quote starts the order approved, its terms copied as read, to the microsecond', async () => {
    const buyer = await t.users.buyer()
    const now = new Date('2026-03-02T10:00:00Z')
    const order = await make({
      buyerId: buyer.id,
      companyId: buyer.companyId!,
      locale: 'fa',
      agreed: {
        shippingPrice: '120.00',
        incoterm: 'CPT',
        incotermPlace: 'Upper Lars',
        validUntil: '2026-03-09',
        quotedAt: '2026-02-27 08:15:30.123456+00',
      },
      lines: (orderId) =>
        sql`insert into order_items (order_id, quantity, unit_price, product_name, variation_name)
          values (${orderId}, 2, 500, 'Dried barberries', 'tonne'), (${orderId}, 1, 0.40, 'Sacks', 'piece')`,
      now,
    })
    // 2 × 500 + 1 × 0.40, and the agreed shipping.
    expect(order.totalAmount).toBe('1120.40')
    const [row] = await rows(
      sql`select status, shipping_price::text as shipping, incoterm, incoterm_place as place,
        quote_valid_until::text as until, quoted_at = '2026-02-27 08:15:30.123456+00'::timestamptz as "quotedExactly",
        approved_at = ${now}::timestamptz as "approvedNow", language from orders where id = ${order.id}`,
    )
    expect(row).toEqual({
      status: 'processing',
      shipping: '120.00',
      incoterm: 'CPT',
      place: 'Upper Lars',
      until: '2026-03-09',
      quotedExactly: true,
      approvedNow: true,
      language: 'fa',
    })
  })
})
