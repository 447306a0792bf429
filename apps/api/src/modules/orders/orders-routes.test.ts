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
  type FixtureProduct,
  placeOrder,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('orders on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let staff: TestUser

  const send = injectAs(() => t)
  const order = (buyer: TestUser, quantity = 1) =>
    placeOrder(t.app, buyer, { variationId: product.variationIds[0]!, quantity, destinationId: destination })
  const historyLength = async (orderId: number) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_history where order_id = ${orderId}`,
    )
    return row!.n
  }

  beforeAll(async () => {
    t = await buildTestApp(kind)
    product = await createFixtureProduct(t.database.db, [{ price: '100.10', stock: 100_000 }])
    destination = await createFixtureDestination(t.database.db)
    await createFixtureSeller(t.database.db)
    staff = await t.users.staff()
  })
  afterAll(() => t.close())

  test('an order goes from request to completion, each step stamped, recorded and offered in turn', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer, 2)
    const quoted = await send('POST', `/ops/orders/${placed.id}/quote/`, staff, { shipping_price: 250.05 })
    expect(quoted.statusCode).toBe(200)
    let seen = (await send('GET', `/orders/${placed.id}/`, buyer)).json()
    expect(seen).toMatchObject({
      status: 'pending_approval',
      total_price: 200.2,
      shipping_price: 250.05,
      total_amount: 450.25,
      available_actions: ['approve_shipping_cost', 'cancel'],
    })
    expect(seen.quoted_at).not.toBeNull()

    const approved = await send('POST', `/customer/approve-shipping-cost/${placed.id}/`, buyer)
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'processing', available_actions: ['cancel'] })
    expect(approved.json().approved_at).not.toBeNull()

    const shipped = await send('POST', `/ops/orders/${placed.id}/ship/`, staff, {
      tracking_number: ' TRK-42 ',
      payment_override: 'Paid by letter of credit',
    })
    expect(shipped.json()).toMatchObject({ status: 'shipped', tracking_number: 'TRK-42' })
    seen = (await send('GET', `/orders/${placed.id}/`, buyer)).json()
    expect(seen).toMatchObject({
      status: 'shipped',
      tracking_number: 'TRK-42',
      available_actions: ['mark_received'],
    })
    expect(seen.shipped_at).not.toBeNull()

    const received = await send('POST', `/customer/gain-order/${placed.id}/`, buyer)
    expect(received.json()).toMatchObject({ status: 'delivered', available_actions: ['complete'] })
    expect(received.json().delivered_at).not.toBeNull()

    const completed = (await send('POST', `/customer/complete-order/${placed.id}/`, buyer)).json()
    expect(completed).toMatchObject({ status: 'completed', available_actions: [] })
    expect(completed.completed_at).not.toBeNull()
    expect(
      completed.history.map((h: { from_status: string | null; status: string; actor_role: string }) => [
        h.from_status,
        h.status,
        h.actor_role,
      ]),
    ).toEqual([
      [null, 'pending_shipping', 'customer'],
      ['pending_shipping', 'pending_approval', 'staff'],
      ['pending_approval', 'processing', 'customer'],
      ['processing', 'shipped', 'staff'],
      ['shipped', 'delivered', 'customer'],
      ['delivered', 'completed', 'customer'],
    ])
    // The buyer's view carries no operator detail.
    expect(completed.history[1]).not.toHaveProperty('note')
    expect(completed).not.toHaveProperty('notes')
  })

  test.each([
    ['/customer/approve-shipping-cost/{id}/', 'approve_shipping_cost'],
    ['/customer/gain-order/{id}/', 'mark_received'],
    ['/customer/complete-order/{id}/', 'complete'],
  ])('%s at the wrong status answers 409 and changes nothing', async (path, action) => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer)
    const res = await send('POST', path.replace('{id}', String(placed.id)), buyer)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      detail:
        "This action is not possible at the order's current status. Refresh the order to see where it stands.",
      code: 'orders.wrongStatus',
      params: { status: 'pending_shipping', action },
    })
    const after = (await send('GET', `/orders/${placed.id}/`, buyer)).json()
    expect(after).toEqual(placed)
    expect(await historyLength(placed.id)).toBe(1)
  })

  test('a second approval of the same quote is a conflict', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer)
    await send('POST', `/ops/orders/${placed.id}/quote/`, staff, { shipping_price: 10 })
    expect((await send('POST', `/customer/approve-shipping-cost/${placed.id}/`, buyer)).statusCode).toBe(200)
    expect((await send('POST', `/customer/approve-shipping-cost/${placed.id}/`, buyer)).statusCode).toBe(409)
    expect(await historyLength(placed.id)).toBe(3)
  })

  test("a buyer's list holds their own orders, newest first, in DRF pages", async () => {
    const buyer = await t.users.buyer()
    const other = await t.users.buyer()
    const placed = []
    for (let i = 0; i < 7; i += 1) placed.push(await order(buyer))
    await order(other)
    const first = await send('GET', '/orders/list/', buyer)
    expect(first.statusCode).toBe(200)
    const page1 = first.json()
    expect(page1.count).toBe(7)
    expect(page1.results.map((o: { id: number }) => o.id)).toEqual(
      placed
        .slice(2)
        .reverse()
        .map((o) => o.id),
    )
    expect(page1.previous).toBeNull()
    expect(page1.next).toMatch(/\/api\/orders\/list\/\?page=2$/)
    const page2 = (await send('GET', '/orders/list/?page=2&page_size=5', buyer)).json()
    expect(page2.results.map((o: { id: number }) => o.id)).toEqual([placed[1]!.id, placed[0]!.id])
    expect(page2.next).toBeNull()
    expect(page2.previous).toMatch(/\/api\/orders\/list\/\?page_size=5$/)
    expect(page2.results[0]).toEqual(placed[1])
    expect((await send('GET', '/orders/list/?page=3&page_size=5', buyer)).statusCode).toBe(404)
    expect((await send('GET', '/orders/list/?page=0', buyer)).statusCode).toBe(400)
  })

  test('a buyer without orders gets an empty first page', async () => {
    const buyer = await t.users.buyer()
    expect((await send('GET', '/orders/list/', buyer)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    })
  })

  test("a buyer's summary counts their orders per status and lists those waiting for them", async () => {
    const buyer = await t.users.buyer()
    const other = await t.users.buyer()
    const summary = async () => {
      const res = await send('GET', '/orders/summary/', buyer)
      expect(res.statusCode).toBe(200)
      return res.json()
    }
    expect(await summary()).toEqual({
      count: 0,
      by_status: {
        pending_shipping: 0,
        pending_approval: 0,
        processing: 0,
        shipped: 0,
        delivered: 0,
        completed: 0,
        cancelled: 0,
      },
      awaiting_you: [],
    })
    const first = await order(buyer)
    const second = await order(buyer)
    await order(buyer)
    await order(other)
    // The quote waiting is settled in euros (docs/decisions/046-settlement-currency.md).
    await t.database.db.execute(sql`insert into currency_rates (currency, units_per_usd, effective_on)
      values ('EUR', '0.500000', '2000-01-01')`)
    await t.database.db.execute(sql`insert into bank_accounts (currency, beneficiary, bank_name, account_number, swift)
      values ('EUR', 'Caravanserai Trading LLC', 'Ameriabank CJSC', 'AM98 EUR0 0000 0000 0042', 'ARMIAM22')`)
    await send('POST', `/ops/orders/${second.id}/quote/`, staff, {
      shipping_price: 20,
      settlement_currency: 'EUR',
    })
    await send('POST', `/ops/orders/${first.id}/quote/`, staff, { shipping_price: 10 })
    await send('POST', `/customer/approve-shipping-cost/${first.id}/`, buyer)
    await send('POST', `/ops/orders/${first.id}/ship/`, staff, {
      tracking_number: 'TRK-7',
      payment_override: 'Paid by letter of credit',
    })
    const seen = await summary()
    expect(seen).toMatchObject({
      count: 3,
      by_status: {
        pending_shipping: 1,
        pending_approval: 1,
        processing: 0,
        shipped: 1,
        delivered: 0,
        completed: 0,
        cancelled: 0,
      },
    })
    // The quote waiting since before the shipment comes first.
    expect(seen.awaiting_you).toEqual([
      {
        id: second.id,
        order_number: second.order_number,
        status: 'pending_approval',
        created_at: second.created_at,
        updated_at: expect.any(String),
        total_amount: 120.1,
        payment_state: 'unpaid',
        settlement_currency: 'EUR',
        settlement_rate: '0.500000',
        settlement_rate_on: '2000-01-01',
        settlement_total_amount: 60.05,
      },
      expect.objectContaining({
        id: first.id,
        status: 'shipped',
        total_amount: 110.1,
        settlement_currency: 'USD',
        settlement_total_amount: 110.1,
      }),
    ])
    // An approved order waits for the buyer's transfer until it is paid.
    const third = seen.awaiting_you.length
    const approved = await order(buyer)
    await send('POST', `/ops/orders/${approved.id}/quote/`, staff, { shipping_price: 5 })
    await send('POST', `/customer/approve-shipping-cost/${approved.id}/`, buyer)
    const waiting = (await summary()).awaiting_you
    expect(waiting).toHaveLength(third + 1)
    expect(waiting.at(-1)).toMatchObject({ id: approved.id, status: 'processing', payment_state: 'unpaid' })
    expect((await send('GET', '/orders/summary/', null)).statusCode).toBe(401)
  })

  test('an unknown order answers 404 with a message', async () => {
    const buyer = await t.users.buyer()
    const res = await send('GET', '/orders/2000000000/', buyer)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'Order not found.', code: 'orders.notFound' })
    expect((await send('GET', '/orders/abc/', buyer)).statusCode).toBe(400)
  })
})
