import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import {
  createFixtureDestination,
  createFixtureProduct,
  createFixtureSeller,
  placeOrder,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

type Actor = 'visitor' | 'buyerB' | 'unverified' | 'staff'
type Owned = {
  line: number
  address: number
  order: number
  product: number
  variation: number
  destination: number
}
type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  url: (a: Owned) => string
  body?: (a: Owned) => object
  /** What each other actor gets; the visitor always gets 401. */
  expected: Record<Exclude<Actor, 'visitor'>, number>
}

const every = (status: number) => ({ buyerB: status, unverified: status, staff: status })

// Every buyer endpoint, aimed at buyer A's cart line, address and order where it takes an id.
const CALLS: Call[] = [
  { method: 'GET', url: () => '/customer/cart/', expected: every(200) },
  {
    method: 'POST',
    url: () => '/customer/cart/create/',
    body: (a) => ({ product_variation: a.variation, quantity: 1 }),
    expected: every(201),
  },
  {
    method: 'PATCH',
    url: (a) => `/customer/cart/update/${a.line}/`,
    body: () => ({ quantity: 9 }),
    expected: every(404),
  },
  { method: 'POST', url: (a) => `/customer/cart/remove/${a.line}/`, expected: every(404) },
  { method: 'POST', url: () => '/customer/cart/clear/', expected: every(204) },
  {
    method: 'POST',
    url: () => '/customer/wishlist/toggle/',
    body: (a) => ({ product_id: a.product }),
    expected: every(200),
  },
  { method: 'GET', url: (a) => `/customer/review/?product=${a.product}`, expected: every(200) },
  {
    method: 'POST',
    url: () => '/customer/review/',
    body: (a) => ({ product: a.product, rating: 3 }),
    // Reviews, like orders, need a verified email.
    expected: { ...every(201), unverified: 403 },
  },
  // The address book and orders are a company's: staff buy for a company of one of their own
  // (docs/decisions/061-a-company-of-one-for-everyone.md), so they meet what another buyer meets.
  { method: 'GET', url: () => '/customer/shipping-addresses/', expected: every(200) },
  {
    method: 'PATCH',
    url: (a) => `/customer/shipping-addresses/${a.address}/`,
    body: () => ({ full_name: 'Hijacked', is_default_shipping: true }),
    expected: every(404),
  },
  {
    method: 'DELETE',
    url: (a) => `/customer/shipping-addresses/${a.address}/`,
    expected: every(404),
  },
  {
    method: 'POST',
    url: () => '/order/request-shipping/',
    body: (a) => ({ shipping_destination: a.destination }),
    // Their own carts are empty by now; the unverified buyer is stopped before that.
    expected: { buyerB: 400, unverified: 403, staff: 400 },
  },
  { method: 'GET', url: () => '/orders/list/', expected: every(200) },
  { method: 'GET', url: () => '/orders/summary/', expected: every(200) },
  { method: 'GET', url: (a) => `/orders/${a.order}/`, expected: every(404) },
  {
    method: 'POST',
    url: (a) => `/customer/approve-shipping-cost/${a.order}/`,
    expected: every(404),
  },
  { method: 'POST', url: (a) => `/customer/gain-order/${a.order}/`, expected: every(404) },
  {
    method: 'POST',
    url: (a) => `/customer/complete-order/${a.order}/`,
    expected: every(404),
  },
]

describe.each(databaseKinds())('who may call the buyer endpoints, on %s', (kind) => {
  let t: TestApp
  let buyerA: TestUser
  let actors: Record<Actor, TestUser | null>
  let owned: Owned
  let snapshot: unknown

  /** Everything of buyer A's that another actor could try to change. */
  const stateOfA = async () =>
    queryRows(
      t.database.db,
      sql`select
        (select json_agg(json_build_object('id', id, 'q', quantity)) from cart_items where user_id = ${buyerA.id}) as cart,
        (select json_agg(json_build_object('id', id, 'name', full_name, 'ds', is_default_shipping)) from shipping_addresses where user_id = ${buyerA.id}) as addresses,
        (select json_agg(json_build_object('id', id, 's', status, 'u', updated_at)) from orders where user_id = ${buyerA.id}) as orders,
        (select count(*) from order_history h join orders o on o.id = h.order_id where o.user_id = ${buyerA.id}) as history`,
    )

  beforeAll(async () => {
    t = await buildTestApp(kind)
    const product = await createFixtureProduct(t.database.db, [{ stock: 1000 }])
    const destination = await createFixtureDestination(t.database.db)
    await createFixtureSeller(t.database.db)
    buyerA = await t.users.buyer()
    actors = {
      visitor: null,
      buyerB: await t.users.buyer(),
      unverified: await t.users.unverified(),
      staff: await t.users.staff(),
    }
    const variation = product.variationIds[0]!
    const order = await placeOrder(t.app, buyerA, {
      variationId: variation,
      quantity: 2,
      destinationId: destination,
    })
    await t.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${order.id}/quote/`,
      headers: actors.staff!.auth,
      payload: { shipping_price: 30 },
    })
    const line = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cart/create/',
      headers: buyerA.auth,
      payload: { product_variation: variation, quantity: 3 },
    })
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/customer/shipping-addresses/',
      headers: buyerA.auth,
      payload: {
        full_name: 'Buyer A',
        email_address: 'a@example.com',
        phone_number: '1',
        address: 'A street',
        country: 'Armenia',
        zip_code: '0001',
      },
    })
    owned = {
      line: line.json().id,
      address: address.json().id,
      order: order.id,
      product: product.productId,
      variation,
      destination,
    }
    snapshot = await stateOfA()
  })
  afterAll(() => t.close())

  test.each(
    CALLS.map((c) => [
      `${c.method} ${c.url({ line: 0, address: 0, order: 0, product: 0, variation: 0, destination: 0 })}`,
      c,
    ]),
  )('%s', async (_, call) => {
    for (const actor of ['visitor', 'buyerB', 'unverified', 'staff'] as const) {
      const user = actors[actor]
      const res = await t.app.inject({
        method: call.method,
        url: `/api${call.url(owned)}`,
        headers: user?.auth ?? {},
        ...(call.body ? { payload: call.body(owned) } : {}),
      })
      const expected = actor === 'visitor' ? 401 : call.expected[actor]
      expect(res.statusCode, `${actor}: ${res.body}`).toBe(expected)
      // Lists answer with the caller's own things only.
      if (res.statusCode === 200 && call.url(owned).startsWith('/orders/list/'))
        expect(res.json().results.map((o: { id: number }) => o.id)).not.toContain(owned.order)
      if (res.statusCode === 200 && call.url(owned) === '/orders/summary/')
        expect(res.json().awaiting_you.map((o: { id: number }) => o.id)).not.toContain(owned.order)
      if (res.statusCode === 200 && call.url(owned) === '/customer/cart/')
        expect(res.json().items.map((i: { id: number }) => i.id)).not.toContain(owned.line)
      if (res.statusCode === 200 && call.url(owned) === '/customer/shipping-addresses/')
        expect(res.json().map((a: { id: number }) => a.id)).not.toContain(owned.address)
    }
    expect(await stateOfA()).toEqual(snapshot)
  })

  test("buyer A still reaches all of it: the calls above changed nothing of A's", async () => {
    const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: buyerA.auth })
    expect((await get(`/orders/${owned.order}/`)).json()).toMatchObject({ status: 'pending_approval' })
    expect((await get('/customer/cart/')).json().items).toEqual([
      expect.objectContaining({ id: owned.line, quantity: 3 }),
    ])
    expect((await get('/customer/shipping-addresses/')).json()).toEqual([
      expect.objectContaining({ id: owned.address, full_name: 'Buyer A', is_default_shipping: true }),
    ])
  })
})
