import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import {
  createFixtureDestination,
  createFixtureProduct,
  createFixtureSeller,
  placeOrder,
  variationStock,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

// On PostgreSQL these run truly in parallel (a pool of 10 connections); PGlite serves one
// transaction at a time, and must give the same answers.
describe.each(databaseKinds())('orders under concurrent requests on %s', (kind) => {
  let t: TestApp
  let destination: number

  const inject = injectAs(() => t)
  const send = (url: string, user: TestUser, payload?: object, headers: Record<string, string> = {}) =>
    inject('POST', url, user, payload, headers)
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    destination = await createFixtureDestination(t.database.db)
    await createFixtureSeller(t.database.db)
  })
  afterAll(() => t.close())

  test('50 buyers checking out the last 10 units at once order at most 10, and stock never goes below zero', {
    timeout: 120_000,
  }, async () => {
    const product = await createFixtureProduct(t.database.db, [{ stock: 10 }])
    const variationId = product.variationIds[0]!
    const buyers = await Promise.all(Array.from({ length: 50 }, () => t.users.buyer()))
    for (const [i, buyer] of buyers.entries()) {
      const added = await send('/customer/cart/create/', buyer, {
        product_variation: variationId,
        quantity: (i % 3) + 1,
      })
      expect(added.statusCode).toBe(201)
    }
    const results = await Promise.all(
      buyers.map((buyer) => send('/order/request-shipping/', buyer, { shipping_destination: destination })),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.every((s) => s === 201 || s === 400)).toBe(true)
    for (const refused of results.filter((r) => r.statusCode === 400))
      expect(['orders.aboveStock', 'orders.outOfStock']).toContain(refused.json().code)
    const [ordered] = await rows<{ units: number; orders: number }>(
      sql`select coalesce(sum(quantity), 0)::int as units, count(distinct order_id)::int as orders
        from order_items where product_variation_id = ${variationId}`,
    )
    expect(ordered!.orders).toBe(statuses.filter((s) => s === 201).length)
    expect(ordered!.units).toBeLessThanOrEqual(10)
    expect(ordered!.units).toBeGreaterThan(0)
    const stock = await variationStock(t.database.db, variationId)
    expect(stock).toBe(10 - ordered!.units)
    expect(stock).toBeGreaterThanOrEqual(0)
    // Whoever was refused keeps their cart.
    const [carts] = await rows<{ n: number }>(
      sql`select count(*)::int as n from cart_items where product_variation_id = ${variationId}`,
    )
    expect(carts!.n).toBe(statuses.filter((s) => s === 400).length)
  })

  test('20 parallel submits with one Idempotency-Key make one order, and every answer is that order', async () => {
    const product = await createFixtureProduct(t.database.db, [{ stock: 100 }])
    const buyer = await t.users.buyer()
    await send('/customer/cart/create/', buyer, { product_variation: product.variationIds[0], quantity: 4 })
    const key = crypto.randomUUID()
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(
          '/order/request-shipping/',
          buyer,
          { shipping_destination: destination },
          { 'idempotency-key': key },
        ),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201])
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1)
    const [orders] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id = ${buyer.id}`,
    )
    expect(orders!.n).toBe(1)
    expect(await variationStock(t.database.db, product.variationIds[0]!)).toBe(96)
  })

  test('ten identical actions at once, for each action in turn: exactly one succeeds, the rest are conflicts', async () => {
    const product = await createFixtureProduct(t.database.db, [{ stock: 100 }])
    const buyer = await t.users.buyer()
    const staff = await t.users.staff()
    const order = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
    const tenAtOnce = (url: string, user: TestUser, payload?: (i: number) => object) =>
      Promise.all(Array.from({ length: 10 }, (_, i) => send(url, user, payload?.(i))))
    const steps = [
      [`/ops/orders/${order.id}/quote/`, staff, (i: number) => ({ shipping_price: 10 + i })],
      [`/customer/approve-shipping-cost/${order.id}/`, buyer],
      [
        `/ops/orders/${order.id}/ship/`,
        staff,
        (i: number) => ({ tracking_number: `TRK-${i}`, payment_override: 'Paid by letter of credit' }),
      ],
      [`/customer/gain-order/${order.id}/`, buyer],
      [`/customer/complete-order/${order.id}/`, buyer],
    ] as const
    const winners = []
    for (const [url, user, payload] of steps) {
      const answers = await tenAtOnce(url, user, payload)
      expect(answers.map((r) => r.statusCode).sort(), url).toEqual([200, ...Array(9).fill(409)])
      for (const loser of answers.filter((r) => r.statusCode === 409))
        expect(loser.json().code).toBe('orders.wrongStatus')
      winners.push(answers.find((r) => r.statusCode === 200)!.json())
    }
    const history = await rows<{ to_status: string }>(
      sql`select to_status from order_history where order_id = ${order.id} order by id`,
    )
    expect(history.map((h) => h.to_status)).toEqual([
      'pending_shipping',
      'pending_approval',
      'processing',
      'shipped',
      'delivered',
      'completed',
    ])
    // What the one winner of each step wrote is what stays.
    const [row] = await rows<{ shipping_price: string; tracking_number: string }>(
      sql`select shipping_price, tracking_number from orders where id = ${order.id}`,
    )
    expect(Number(row!.shipping_price)).toBe(winners[0].shipping_price)
    expect(row!.tracking_number).toBe(winners[2].tracking_number)
    // One email per status reached, none from the losers.
    const mails = await rows<{ template: string }>(
      sql`select template from email_outbox where to_address = ${buyer.email} order by id`,
    )
    expect(mails.map((m) => m.template)).toEqual([
      'order_received',
      'order_quoted',
      'order_approved',
      'order_shipped',
      'order_delivered',
      'order_completed',
    ])
  })
})
