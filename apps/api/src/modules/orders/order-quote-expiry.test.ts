import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createTradingShop, type FixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

// A quote's last day and a new quote (docs/decisions/041-ways-out-of-an-order.md), on a clock
// the test moves: 1 March 2026, 10:00 UTC, a quote of 14 days holds through 15 March.
describe.each(databaseKinds())('expired quotes and new ones on %s', (kind) => {
  let t: TestApp
  let now: Date
  let product: FixtureProduct
  let destination: number
  let staff: TestUser

  const send = injectAs(() => t)
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query)
  const quotedOn = async (day: string, buyer: TestUser, lang = 'en') => {
    const placed = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 2,
      destinationId: destination,
      lang,
    })
    now = new Date(`${day}T10:00:00Z`)
    const quoted = await send('POST', `/ops/orders/${placed.id}/quote/`, staff, {
      shipping_price: 50,
      valid_days: 14,
    })
    expect(quoted.statusCode).toBe(200)
    return placed.id
  }
  const approve = (id: number, buyer: TestUser, lang = 'en') =>
    send('POST', `/customer/approve-shipping-cost/${id}/`, buyer, undefined, { 'accept-language': lang })

  beforeAll(async () => {
    // Before the real date, so that the test users' tokens stay valid as the clock moves.
    now = new Date('2026-03-01T10:00:00Z')
    t = await buildTestApp(kind, { clock: () => now })
    ;({ product, destination, staff } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test('a quote holds through its last day in UTC', async () => {
    const buyer = await t.users.buyer()
    const id = await quotedOn('2026-03-01', buyer)
    expect((await send('GET', `/orders/${id}/`, buyer)).json()).toMatchObject({
      quote_valid_until: '2026-03-15',
      quote_expired: false,
    })
    now = new Date('2026-03-15T23:59:59Z')
    expect((await approve(id, buyer)).json()).toMatchObject({ status: 'processing' })
  })

  test('approving after the last day is refused with the date, in the buyer’s language', async () => {
    const buyer = await t.users.buyer()
    const id = await quotedOn('2026-03-01', buyer, 'ru')
    now = new Date('2026-03-16T00:00:01Z')
    const res = await approve(id, buyer, 'ru')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      code: 'orders.quoteExpired',
      detail:
        'Этот расчёт действовал до 15 марта 2026 г. включительно, и срок его истёк. Напишите отделу продаж в переписке по заказу, и они пришлют новый расчёт.',
      params: { date: '2026-03-15' },
    })
    const seen = (await send('GET', `/orders/${id}/`, buyer)).json()
    expect(seen).toMatchObject({
      status: 'pending_approval',
      quote_expired: true,
      available_actions: ['cancel'],
    })
    const ops = (await send('GET', `/ops/orders/${id}/`, staff)).json()
    expect(ops).toMatchObject({ quote_expired: true, available_actions: ['requote', 'cancel'] })
  })

  test('an operator quotes again: new terms and proforma, the old one superseded, history, trail and email', async () => {
    const buyer = await t.users.buyer()
    const id = await quotedOn('2026-03-01', buyer)
    now = new Date('2026-03-20T08:00:00Z')
    const res = await send('POST', `/ops/orders/${id}/requote/`, staff, {
      shipping_price: 75.5,
      incoterm: 'CPT',
      incoterm_place: 'Upper Lars',
      valid_days: 10,
      note: 'Carrier raised its rate',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'pending_approval',
      shipping_price: 75.5,
      incoterm: 'CPT',
      incoterm_place: 'Upper Lars',
      quote_valid_until: '2026-03-30',
      quote_expired: false,
      available_actions: ['requote', 'cancel'],
    })
    const order = (await send('GET', `/orders/${id}/`, buyer)).json()
    const [first, second] = order.documents
    expect(order.documents).toHaveLength(2)
    expect(first).toMatchObject({ kind: 'proforma_invoice', superseded_at: '2026-03-20T08:00:00+00:00' })
    expect(second).toMatchObject({ kind: 'proforma_invoice', superseded_at: null })
    expect(second.number).not.toBe(first.number)
    // (The request is stamped by the real clock, the steps by the test's: read them by status.)
    expect(order.history).toContainEqual(
      expect.objectContaining({
        from_status: 'pending_approval',
        status: 'pending_approval',
        actor_role: 'staff',
      }),
    )
    const [audit] = await rows<{
      action: string
      changes: Record<string, { before: unknown; after: unknown }>
    }>(sql`select action, changes from audit_events where object_id = ${id} and action = 'order.requote'`)
    expect(audit!.changes).toMatchObject({
      shipping_price: { before: '50.00', after: '75.50' },
      quote_valid_until: { before: '2026-03-15', after: '2026-03-30' },
      note: { after: 'Carrier raised its rate' },
    })
    const [mail] = await rows<{ template: string; text: string }>(
      sql`select template, text from email_outbox where to_address = ${buyer.email} order by id desc limit 1`,
    )
    expect(mail).toMatchObject({ template: 'order_requoted' })
    expect(mail!.text).toContain('The quote holds until 30 March 2026.')
    // The buyer approves the new quote and pays against the new proforma invoice.
    expect((await approve(id, buyer)).json()).toMatchObject({ status: 'processing', total_amount: 155.5 })
    const payment = (await send('GET', `/orders/${id}/payment/`, buyer)).json()
    expect(payment.instructions.reference).toContain(second.number)
  })

  test('a new quote is the operators’ alone, and only while a quote waits for approval', async () => {
    const buyer = await t.users.buyer()
    const placed = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
    const body = { shipping_price: 10 }
    const early = await send('POST', `/ops/orders/${placed.id}/requote/`, staff, body)
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('orders.wrongStatus')
    expect((await send('POST', `/ops/orders/${placed.id}/requote/`, buyer, body)).statusCode).toBe(403)
    await send('POST', `/ops/orders/${placed.id}/quote/`, staff, body)
    await approve(placed.id, buyer)
    expect((await send('POST', `/ops/orders/${placed.id}/requote/`, staff, body)).json().code).toBe(
      'orders.wrongStatus',
    )
  })
})
