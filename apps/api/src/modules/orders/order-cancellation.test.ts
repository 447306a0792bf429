import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import {
  createTradingShop,
  type FixtureProduct,
  placeOrder,
  variationStock,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

// The ways out of an order (docs/decisions/041-ways-out-of-an-order.md), through the API.
describe.each(databaseKinds())('cancelling and declining orders on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let staff: TestUser

  const send = injectAs(() => t)
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query)
  const variation = () => product.variationIds[0]!
  const stock = () => variationStock(t.database.db, variation())
  const order = (buyer: TestUser, quantity = 5, lang = 'en') =>
    placeOrder(t.app, buyer, { variationId: variation(), quantity, destinationId: destination, lang })
  const templatesTo = async (to: string) =>
    (
      await rows<{ template: string }>(
        sql`select template from email_outbox where to_address = ${to} order by id`,
      )
    ).map((r) => r.template)
  const quote = (id: number) => send('POST', `/ops/orders/${id}/quote/`, staff, { shipping_price: 50 })
  const approve = (id: number, buyer: TestUser) =>
    send('POST', `/customer/approve-shipping-cost/${id}/`, buyer)
  const ship = (id: number) =>
    send('POST', `/ops/orders/${id}/ship/`, staff, {
      tracking_number: 'TRK-7',
      payment_override: 'Paid by letter of credit',
    })
  const pay = (id: number, amount: number) =>
    send('POST', `/ops/orders/${id}/payments/`, staff, { amount, received_on: '2026-01-05' })

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination, staff } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test('a buyer cancels a request with a reason: stock back, history, both emails, and nothing more offered', async () => {
    const buyer = await t.users.buyer()
    const before = await stock()
    const placed = await order(buyer)
    expect(placed.available_actions).toEqual(['cancel'])
    expect(await stock()).toBe(before - 5)

    const res = await send('POST', `/orders/${placed.id}/cancel/`, buyer, { reason: '  Ordered twice.  ' })
    expect(res.statusCode).toBe(200)
    const cancelled = res.json()
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'customer', reason: 'Ordered twice.', declined: false },
      available_actions: [],
    })
    expect(cancelled.cancelled_at).not.toBeNull()
    expect(cancelled.history.at(-1)).toMatchObject({
      from_status: 'pending_shipping',
      status: 'cancelled',
      actor_role: 'customer',
    })
    expect(await stock()).toBe(before)
    expect(await templatesTo(buyer.email)).toEqual(['order_received', 'order_cancelled'])
    expect(await templatesTo(staff.email)).toContain('order_cancelled_by_buyer')
    const [staffMail] = await rows<{ text: string }>(
      sql`select text from email_outbox where to_address = ${staff.email}
        and template = 'order_cancelled_by_buyer' order by id desc limit 1`,
    )
    expect(staffMail!.text).toContain('Ordered twice.')
    // The operators see the reason in the order's history.
    const ops = (await send('GET', `/ops/orders/${placed.id}/`, staff)).json()
    expect(ops.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Ordered twice.' })
  })

  test('a buyer cancels without a reason, before or after approving, while nothing is received', async () => {
    const buyer = await t.users.buyer()
    const quoted = await order(buyer)
    await quote(quoted.id)
    const first = await send('POST', `/orders/${quoted.id}/cancel/`, buyer, {})
    expect(first.json()).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'customer', reason: null },
    })

    const approved = await order(buyer)
    await quote(approved.id)
    await approve(approved.id, buyer)
    const before = await stock()
    const second = await send('POST', `/orders/${approved.id}/cancel/`, buyer, {})
    expect(second.json()).toMatchObject({ status: 'cancelled', payment_state: 'unpaid' })
    expect(await stock()).toBe(before + 5)
  })

  test('an operator declines a request with the reason the buyer reads as written, in the trail too', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer, 5, 'ru')
    const before = await stock()
    const reason = 'Мы больше не возим грузы в этот пункт.'
    const res = await send('POST', `/ops/orders/${placed.id}/decline/`, staff, { reason })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'staff', reason, declined: true },
      available_actions: [],
    })
    expect(await stock()).toBe(before + 5)
    const seen = (await send('GET', `/orders/${placed.id}/`, buyer)).json()
    expect(seen.cancellation).toEqual({ by: 'staff', reason, declined: true })
    const [mail] = await rows<{ template: string; subject: string; text: string }>(
      sql`select template, subject, text from email_outbox where to_address = ${buyer.email} order by id desc limit 1`,
    )
    expect(mail).toMatchObject({ template: 'order_cancelled' })
    expect(mail!.subject).toContain('Мы не можем принять заказ')
    expect(mail!.text).toContain(reason)
    const [audit] = await rows<{ action: string; changes: Record<string, { after: unknown }> }>(
      sql`select action, changes from audit_events where object_type = 'order' and object_id = ${placed.id}`,
    )
    expect(audit).toMatchObject({
      action: 'order.decline',
      changes: { status: { after: 'cancelled' }, cancellation_reason: { after: reason } },
    })
  })

  test('an operator cancels an order with money received, and the buyer is told it comes back by transfer', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer)
    await quote(placed.id)
    await approve(placed.id, buyer)
    expect((await pay(placed.id, 100)).statusCode).toBe(201)
    const res = await send('POST', `/ops/orders/${placed.id}/cancel/`, staff, {
      reason: 'The supplier cannot deliver this season.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      payment_state: 'partially_paid',
      amount_paid: 100,
      cancellation: { by: 'staff', reason: 'The supplier cannot deliver this season.', declined: false },
    })
    const [mail] = await rows<{ text: string }>(
      sql`select text from email_outbox where to_address = ${buyer.email} order by id desc limit 1`,
    )
    expect(mail!.text).toContain('the sales team will return the amount received by bank transfer')
    expect(mail!.text).toContain('US$100.00')
    // A cancelled order takes no more money.
    expect((await pay(placed.id, 10)).json().code).toBe('payments.notDue')
  })

  test('nobody cancels an order once it has shipped: 409 orders.wrongStatus, nothing changed', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer)
    await quote(placed.id)
    await approve(placed.id, buyer)
    await ship(placed.id)
    const before = await stock()
    for (const [url, user, body] of [
      [`/orders/${placed.id}/cancel/`, buyer, {}],
      [`/ops/orders/${placed.id}/cancel/`, staff, { reason: 'Too late' }],
      [`/ops/orders/${placed.id}/decline/`, staff, { reason: 'Too late' }],
    ] as const) {
      const res = await send('POST', url, user, body)
      expect(res.statusCode, url).toBe(409)
      expect(res.json().code).toBe('orders.wrongStatus')
    }
    expect((await send('GET', `/orders/${placed.id}/`, buyer)).json().status).toBe('shipped')
    expect(await stock()).toBe(before)
  })

  test('a buyer cannot cancel once money is received or a confirmation waits, and is told why in their language', async () => {
    const buyer = await t.users.buyer()
    const paid = await order(buyer)
    await quote(paid.id)
    await approve(paid.id, buyer)
    await pay(paid.id, 100)
    const refused = await send('POST', `/orders/${paid.id}/cancel/`, buyer, {}, { 'accept-language': 'ru' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      code: 'orders.cancelPaymentReceived',
      detail:
        'По этому заказу уже поступили деньги, поэтому отменить его здесь нельзя. Напишите отделу продаж в переписке по заказу, и они всё уладят.',
    })
    expect((await send('GET', `/orders/${paid.id}/`, buyer)).json().available_actions).toEqual([])

    const waiting = await order(buyer)
    await quote(waiting.id)
    await approve(waiting.id, buyer)
    await t.database.db.execute(sql`update orders set payment_state = 'proof_sent' where id = ${waiting.id}`)
    const held = await send('POST', `/orders/${waiting.id}/cancel/`, buyer, {})
    expect(held.statusCode).toBe(409)
    expect(held.json().code).toBe('orders.cancelProofWaiting')
    const operator = await send('POST', `/ops/orders/${waiting.id}/cancel/`, staff, { reason: 'No stock' })
    expect(operator.statusCode).toBe(409)
    expect(operator.json().code).toBe('orders.cancelAnswerProofFirst')
  })

  test("another buyer's order answers 404 and stays as it was", async () => {
    const owner = await t.users.buyer()
    const stranger = await t.users.buyer()
    const placed = await order(owner)
    const res = await send('POST', `/orders/${placed.id}/cancel/`, stranger, {})
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('orders.notFound')
    expect((await send('GET', `/orders/${placed.id}/`, owner)).json().status).toBe('pending_shipping')
  })

  test('an operator must give a reason, of at most 1000 characters; a buyer’s is bounded too', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer)
    const missing = await send('POST', `/ops/orders/${placed.id}/decline/`, staff, { reason: '   ' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({
      reason: ['Give the buyer the reason: they will read it as you write it.'],
    })
    const long = await send('POST', `/ops/orders/${placed.id}/decline/`, staff, { reason: 'x'.repeat(1001) })
    expect(long.statusCode).toBe(400)
    expect(Object.keys(long.json())).toEqual(['reason'])
    const buyerLong = await send('POST', `/orders/${placed.id}/cancel/`, buyer, { reason: 'x'.repeat(1001) })
    expect(buyerLong.statusCode).toBe(400)
    expect((await send('GET', `/orders/${placed.id}/`, buyer)).json().status).toBe('pending_shipping')
  })

  test('of many cancels at once, by the buyer and the operators, one passes and the stock comes back once', {
    timeout: 60_000,
  }, async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer, 7)
    await quote(placed.id)
    const before = await stock()
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? send('POST', `/orders/${placed.id}/cancel/`, buyer, {})
          : send('POST', `/ops/orders/${placed.id}/cancel/`, staff, { reason: 'Out of stock' }),
      ),
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, ...Array(11).fill(409)])
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json().code).toBe('orders.wrongStatus')
    expect(await stock()).toBe(before + 7)
    const [history] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_history where order_id = ${placed.id} and to_status = 'cancelled'`,
    )
    expect(history!.n).toBe(1)
  })
})
