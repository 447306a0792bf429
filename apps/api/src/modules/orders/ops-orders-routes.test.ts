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

describe.each(databaseKinds())('the operator order calls on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let staff: TestUser

  const send = injectAs(() => t)
  const order = (buyer: TestUser) =>
    placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })

  beforeAll(async () => {
    t = await buildTestApp(kind)
    product = await createFixtureProduct(t.database.db, [{ price: '40.00', stock: 100_000 }])
    destination = await createFixtureDestination(t.database.db)
    await createFixtureSeller(t.database.db)
    staff = await t.users.staff()
  })
  afterAll(() => t.close())

  test("the queue holds every buyer's orders newest first, with the buyer and the operator's actions", async () => {
    const [a, b] = [await t.users.buyer(), await t.users.buyer()]
    const first = await order(a)
    const second = await order(b)
    const res = await send('GET', '/ops/orders/?page_size=100', staff)
    expect(res.statusCode).toBe(200)
    const ids = res.json().results.map((o: { id: number }) => o.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    const row = res.json().results.find((o: { id: number }) => o.id === second.id)
    expect(row).toMatchObject({
      order_number: second.order_number,
      buyer: { id: b.id, email: b.email, name: expect.stringMatching(/^Test User/) },
      available_actions: ['quote', 'decline'],
    })
  })

  test('the queue filters by status and finds orders by number, buyer email or name', async () => {
    const buyer = await t.users.buyer()
    await t.database.db.execute(
      sql`update users set first_name = 'Gohar', last_name = 'Sargsyan_%' where id = ${buyer.id}`,
    )
    const placed = await order(buyer)
    const quoted = await order(buyer)
    await send('POST', `/ops/orders/${quoted.id}/quote/`, staff, { shipping_price: 5 })
    const search = async (query: string) =>
      (await send('GET', `/ops/orders/?page_size=100&${query}`, staff))
        .json()
        .results.map((o: { id: number }) => o.id)
    expect(await search(`search=${placed.order_number.toLowerCase()}`)).toEqual([placed.id])
    expect(await search(`search=${encodeURIComponent(buyer.email.toUpperCase())}`)).toEqual([
      quoted.id,
      placed.id,
    ])
    expect(await search('search=gohar%20sargsyan_%25')).toEqual([quoted.id, placed.id])
    // The buyer's underscore and percent sign are searched as themselves, not as wildcards.
    expect(await search('search=sargsyan__')).toEqual([])
    expect(await search(`status=pending_approval&search=${encodeURIComponent(buyer.email)}`)).toEqual([
      quoted.id,
    ])
    const pending = (await send('GET', '/ops/orders/?status=pending_shipping&page_size=100', staff)).json()
    expect(pending.results.every((o: { status: string }) => o.status === 'pending_shipping')).toBe(true)
    expect((await send('GET', '/ops/orders/?status=lost', staff)).statusCode).toBe(400)
  })

  test('the counts give every status for the same search as the queue, zeros included', async () => {
    const buyer = await t.users.buyer()
    const [a, b] = [await order(buyer), await order(buyer)]
    await order(buyer)
    await send('POST', `/ops/orders/${a.id}/quote/`, staff, { shipping_price: 5 })
    await send('POST', `/ops/orders/${b.id}/quote/`, staff, { shipping_price: 5 })
    await send('POST', `/customer/approve-shipping-cost/${b.id}/`, buyer)
    const res = await send('GET', `/ops/orders/counts/?search=${encodeURIComponent(buyer.email)}`, staff)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      total: 3,
      by_status: {
        pending_shipping: 1,
        pending_approval: 1,
        processing: 1,
        shipped: 0,
        delivered: 0,
        completed: 0,
        cancelled: 0,
      },
      proofs_waiting: 0,
    })
    const all = (await send('GET', '/ops/orders/counts/', staff)).json()
    const queue = (await send('GET', '/ops/orders/?page_size=1', staff)).json()
    expect(all.total).toBe(queue.count)
    expect(all.total).toBeGreaterThan(3)
  })

  test('an order page shows the history with its actors and notes, and the internal notes', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer)
    await send('POST', `/ops/orders/${placed.id}/quote/`, staff, {
      shipping_price: 120.5,
      note: 'Via Meghri, 2 pallets',
    })
    const noted = await send('POST', `/ops/orders/${placed.id}/notes/`, staff, {
      body: '  Call the buyer first  ',
    })
    expect(noted.statusCode).toBe(201)
    expect(noted.json()).toMatchObject({
      body: 'Call the buyer first',
      author: { id: staff.id, email: staff.email },
    })
    const res = await send('GET', `/ops/orders/${placed.id}/`, staff, undefined, { 'accept-language': 'ru' })
    expect(res.statusCode).toBe(200)
    const page = res.json()
    expect(page).toMatchObject({
      status: 'pending_approval',
      shipping_price: 120.5,
      shipping_destination: { name: 'Армения — Мегри' },
      buyer: { id: buyer.id, email: buyer.email },
      available_actions: ['requote', 'cancel'],
      notes: [{ body: 'Call the buyer first', author: { id: staff.id } }],
    })
    expect(page.history[1]).toMatchObject({
      from_status: 'pending_shipping',
      status: 'pending_approval',
      actor_role: 'staff',
      actor: { id: staff.id, email: staff.email },
      note: 'Via Meghri, 2 pallets',
    })
    expect(page.history[0]).toMatchObject({ actor: { id: buyer.id }, note: null })
    // Never shown to the buyer.
    const own = (await send('GET', `/orders/${placed.id}/`, buyer)).json()
    expect(JSON.stringify(own)).not.toContain('Call the buyer first')
    expect(JSON.stringify(own)).not.toContain('Via Meghri')
  })

  test.each([
    ['a negative price', { shipping_price: -1 }, 'shipping_price'],
    ['fractions of a cent', { shipping_price: 1.005 }, 'shipping_price'],
    ['no price', {}, 'shipping_price'],
    ['a price as text', { shipping_price: '10' }, 'shipping_price'],
  ])('a quote with %s is refused with a message', async (_, payload, field) => {
    const placed = await order(await t.users.buyer())
    const res = await send('POST', `/ops/orders/${placed.id}/quote/`, staff, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()[field]).toHaveLength(1)
  })

  test('a quote of zero is a free shipment, and quoting twice is a conflict', async () => {
    const placed = await order(await t.users.buyer())
    const res = await send('POST', `/ops/orders/${placed.id}/quote/`, staff, { shipping_price: 0 })
    expect(res.json()).toMatchObject({ shipping_price: 0, total_amount: 40 })
    const again = await send('POST', `/ops/orders/${placed.id}/quote/`, staff, { shipping_price: 9 })
    expect(again.statusCode).toBe(409)
    expect((await send('GET', `/ops/orders/${placed.id}/`, staff)).json().shipping_price).toBe(0)
  })

  test('shipping needs a tracking number and an approved quote', async () => {
    const placed = await order(await t.users.buyer())
    expect(
      (await send('POST', `/ops/orders/${placed.id}/ship/`, staff, { tracking_number: '  ' })).statusCode,
    ).toBe(400)
    const early = await send('POST', `/ops/orders/${placed.id}/ship/`, staff, { tracking_number: 'T-1' })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({
      code: 'orders.wrongStatus',
      params: { status: 'pending_shipping', action: 'ship' },
    })
    const [row] = await queryRows<{ tracking_number: string | null }>(
      t.database.db,
      sql`select tracking_number from orders where id = ${placed.id}`,
    )
    expect(row!.tracking_number).toBeNull()
  })

  test('unknown orders answer 404 to every operator call; a blank note is refused', async () => {
    for (const [method, url, payload] of [
      ['GET', '/ops/orders/2000000000/', undefined],
      ['POST', '/ops/orders/2000000000/quote/', { shipping_price: 1 }],
      ['POST', '/ops/orders/2000000000/ship/', { tracking_number: 'T' }],
      ['POST', '/ops/orders/2000000000/notes/', { body: 'x' }],
    ] as const) {
      const res = await send(method, url, staff, payload)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().code).toBe('orders.notFound')
    }
    const placed = await order(await t.users.buyer())
    const blank = await send('POST', `/ops/orders/${placed.id}/notes/`, staff, { body: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().body).toEqual(['This field is required.'])
  })

  test('every operator call answers 401 to a visitor and 403 to a buyer, even with a bad body', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer)
    const calls = [
      ['GET', '/ops/orders/'],
      ['GET', '/ops/orders/counts/'],
      ['GET', `/ops/orders/${placed.id}/`],
      ['POST', `/ops/orders/${placed.id}/quote/`],
      ['POST', `/ops/orders/${placed.id}/ship/`],
      ['POST', `/ops/orders/${placed.id}/notes/`],
    ] as const
    for (const [method, url] of calls) {
      expect((await send(method, url, null, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401)
      expect((await send(method, url, buyer, method === 'POST' ? {} : undefined)).statusCode, url).toBe(403)
    }
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from orders where id = ${placed.id}`,
    )
    expect(row!.status).toBe('pending_shipping')
  })
})
