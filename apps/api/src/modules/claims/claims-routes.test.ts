import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { multipart } from '../../testing/multipart.ts'
import {
  createTradingShop,
  type FixtureProduct,
  placeOrder,
  variationStock,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const HOUR = 3_600_000

// Claims (docs/decisions/044-claims.md), through the API.
describe.each(databaseKinds())('claims on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let staff: TestUser
  let now = new Date('2026-04-01T08:00:00Z')

  const send = injectAs(() => t)
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query)
  const upload = (orderId: number, user: TestUser) => {
    const { payload, headers } = multipart(PNG, { name: 'crushed-box.png', type: 'image/png' })
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/files/`,
      payload,
      headers: { ...headers, ...user.auth },
    })
  }
  const templatesTo = async (to: string) =>
    (
      await rows<{ template: string }>(
        sql`select template from email_outbox where to_address = ${to} order by id`,
      )
    ).map((r) => r.template)

  /**
   * A paid order of 4 × $40, quoted $20 shipping ($180, or €165.60 settled in euros at 0.92),
   * shipped; delivered too when asked.
   */
  async function shippedOrder({ delivered = false, settlement_currency = 'USD' } = {}) {
    const buyer = await t.users.buyer()
    const order = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 4,
      destinationId: destination,
    })
    await send('POST', `/ops/orders/${order.id}/quote/`, staff, { shipping_price: 20, settlement_currency })
    await send('POST', `/customer/approve-shipping-cost/${order.id}/`, buyer)
    const amount = settlement_currency === 'EUR' ? 165.6 : 180
    await send('POST', `/ops/orders/${order.id}/payments/`, staff, { amount, received_on: '2026-03-30' })
    expect(
      (await send('POST', `/ops/orders/${order.id}/ship/`, staff, { tracking_number: 'UL-9' })).statusCode,
    ).toBe(200)
    if (delivered)
      expect((await send('POST', `/customer/gain-order/${order.id}/`, buyer)).statusCode).toBe(200)
    return { buyer, id: order.id, item: order.order_items[0]!.id }
  }
  const damaged = (item: number, files: number[] = [], quantity = 1) => ({
    reason: 'damaged',
    remedy: 'partial_refund',
    description: 'One carton arrived crushed; the tins inside are dented.',
    lines: [{ item, quantity }],
    files,
  })

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    ;({ product, destination, staff } = await createTradingShop(t))
    await t.database.db.execute(sql`insert into currency_rates (currency, units_per_usd, effective_on)
      values ('EUR', '0.920000', '2026-01-01')`)
    await t.database.db.execute(sql`insert into bank_accounts (currency, beneficiary, bank_name, account_number, swift)
      values ('EUR', 'Caravanserai Trading LLC', 'Ameriabank CJSC', 'AM98 EUR0 0000 0000 0042', 'ARMIAM22')`)
  })
  afterAll(() => t.close())

  test('a buyer opens a claim with a line and a photo: stored, shown, both sides told, completion waits', async () => {
    const { buyer, id, item } = await shippedOrder({ delivered: true })
    const file = (await upload(id, buyer)).json()
    const res = await send('POST', `/orders/${id}/claims/`, buyer, damaged(item, [file.id]))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      state: 'open',
      reason: 'damaged',
      remedy: 'partial_refund',
      lines: [{ item, quantity: 1, ordered: 4 }],
      files: [{ id: file.id, name: 'crushed-box.png' }],
      first_answered_at: null,
    })
    const listed = (await send('GET', `/orders/${id}/claims/`, buyer)).json()
    expect(listed).toMatchObject({ can_open: false, open_until: '2026-04-15' })
    expect(listed.results).toHaveLength(1)
    expect((await send('GET', `/orders/${id}/`, buyer)).json()).toMatchObject({
      claim_open: true,
      available_actions: [],
    })
    const complete = await send('POST', `/customer/complete-order/${id}/`, buyer)
    expect(complete.statusCode).toBe(409)
    expect(complete.json().code).toBe('orders.claimOpen')
    expect(await templatesTo(buyer.email)).toContain('claim_opened')
    expect(await templatesTo(staff.email)).toContain('staff_alert')
    // The same photo cannot go on a message too.
    const reuse = await send('POST', `/orders/${id}/messages/`, buyer, {
      body: 'See photo',
      files: [file.id],
    })
    expect(reuse.statusCode).toBe(400)
    // One open claim at a time.
    const second = await send('POST', `/orders/${id}/claims/`, buyer, damaged(item))
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('claims.alreadyOpen')
  })

  test('refusals: before shipping, past the window, lines not in the order or above what was ordered', async () => {
    const buyer = await t.users.buyer()
    const early = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
    const notYet = await send('POST', `/orders/${early.id}/claims/`, buyer, damaged(early.order_items[0]!.id))
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json().code).toBe('claims.wrongStatus')

    const { buyer: b2, id, item } = await shippedOrder({ delivered: true })
    const above = await send('POST', `/orders/${id}/claims/`, b2, damaged(item, [], 5))
    expect(above.statusCode).toBe(400)
    expect(above.json().lines[0]).toContain('4')
    const unknown = await send('POST', `/orders/${id}/claims/`, b2, damaged(early.order_items[0]!.id))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().lines[0]).toMatch(/not part of this order/)
    const noLines = await send('POST', `/orders/${id}/claims/`, b2, { ...damaged(item), lines: [] })
    expect(noLines.statusCode).toBe(400)
    expect(noLines.json().lines[0]).toMatch(/Choose the lines/)
    const bad = await send('POST', `/orders/${id}/claims/`, b2, { ...damaged(item), reason: 'changed_mind' })
    expect(bad.statusCode).toBe(400)

    const saved = now
    now = new Date(saved.getTime() + 15 * 24 * HOUR)
    const late = await send('POST', `/orders/${id}/claims/`, b2, damaged(item))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'claims.windowClosed' })
    expect(late.json().detail).toContain('2026')
    expect((await send('GET', `/orders/${id}/claims/`, b2)).json().can_open).toBe(false)
    now = saved
    expect(await rows(sql`select 1 from claims where order_id = ${id}`)).toHaveLength(0)
  })

  test('an operator answers in the conversation, then refunds part; the rest stays held', async () => {
    const { buyer, id, item } = await shippedOrder({ delivered: true })
    const claim = (await send('POST', `/orders/${id}/claims/`, buyer, damaged(item))).json()
    now = new Date(now.getTime() + 50 * HOUR)
    const queue = (await send('GET', '/ops/claims/', staff)).json()
    const queued = queue.results.find((c: { id: number }) => c.id === claim.id)
    expect(queued).toMatchObject({ overdue: true, held: 180, currency: 'USD', buyer: { email: buyer.email } })
    await send('POST', `/ops/orders/${id}/messages/`, staff, {
      body: 'Sorry about that; we are checking with the carrier.',
    })
    const answered = (await send('GET', '/ops/claims/', staff))
      .json()
      .results.find((c: { id: number }) => c.id === claim.id)
    expect(answered.overdue).toBe(false)
    expect(answered.first_answered_at).not.toBeNull()

    const tooMuch = await send('POST', `/ops/orders/${id}/claims/${claim.id}/resolve/`, staff, {
      outcome: 'refunded',
      amount: 180.01,
      refunded_on: '2026-04-03',
      bank_reference: 'RF-1',
    })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().code).toBe('escrow.moreThanHeld')
    const res = await send('POST', `/ops/orders/${id}/claims/${claim.id}/resolve/`, staff, {
      outcome: 'refunded',
      amount: 40,
      refunded_on: '2026-04-03',
      bank_reference: 'RF-1',
      note: 'One tin refunded.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ state: 'refunded', resolution_note: 'One tin refunded.' })
    const escrow = (await send('GET', `/orders/${id}/escrow/`, buyer)).json()
    expect(escrow).toMatchObject({ held: 140, refunded: 40, claim_open: false })
    expect(escrow.refunds[0].claim_id).toBe(claim.id)
    expect(escrow.refunds[0].credit_note.kind).toBe('credit_note')
    expect(await templatesTo(buyer.email)).toContain('claim_resolved')
    const again = await send('POST', `/ops/orders/${id}/claims/${claim.id}/resolve/`, staff, {
      outcome: 'rejected',
      note: 'x',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('claims.resolved')
    // The buyer may complete now, which releases the rest.
    expect((await send('POST', `/customer/complete-order/${id}/`, buyer)).statusCode).toBe(200)
    expect((await send('GET', `/orders/${id}/escrow/`, buyer)).json()).toMatchObject({
      held: 0,
      released: 140,
    })
  })

  test('the queue says what an order settled in euros holds, in euros', async () => {
    const { buyer, id, item } = await shippedOrder({ delivered: true, settlement_currency: 'EUR' })
    const claim = (await send('POST', `/orders/${id}/claims/`, buyer, damaged(item))).json()
    const queued = (await send('GET', '/ops/claims/', staff))
      .json()
      .results.find((c: { id: number }) => c.id === claim.id)
    expect(queued).toMatchObject({ held: 165.6, currency: 'EUR' })
  })

  test('a replacement is a linked order at no charge, paid, taking stock, that ships like any other', async () => {
    const { buyer, id, item } = await shippedOrder()
    const claim = (
      await send('POST', `/orders/${id}/claims/`, buyer, { ...damaged(item, [], 2), remedy: 'replacement' })
    ).json()
    const before = await variationStock(t.database.db, product.variationIds[0]!)
    const res = await send('POST', `/ops/orders/${id}/claims/${claim.id}/resolve/`, staff, {
      outcome: 'replaced',
    })
    expect(res.statusCode).toBe(200)
    const replacement = res.json().replacement_order
    expect(replacement.order_number).toMatch(/^CS-/)
    expect(await variationStock(t.database.db, product.variationIds[0]!)).toBe(before - 2)
    const order = (await send('GET', `/orders/${replacement.id}/`, buyer)).json()
    expect(order).toMatchObject({
      status: 'processing',
      total_amount: 0,
      payment_state: 'paid',
      replacement_for: { id },
      order_items: [{ quantity: 2, line_total: 0 }],
    })
    expect(
      (await send('POST', `/ops/orders/${replacement.id}/ship/`, staff, { tracking_number: 'UL-R' }))
        .statusCode,
    ).toBe(200)
  })

  test('another buyer’s order is 404, staff-only resolution, and claims are rate-limited', async () => {
    const { buyer, id, item } = await shippedOrder()
    const other = await t.users.buyer()
    expect((await send('GET', `/orders/${id}/claims/`, other)).statusCode).toBe(404)
    expect((await send('POST', `/orders/${id}/claims/`, other, damaged(item))).statusCode).toBe(404)
    const claim = (await send('POST', `/orders/${id}/claims/`, buyer, damaged(item))).json()
    expect(
      (await send('POST', `/ops/orders/${id}/claims/${claim.id}/resolve/`, buyer, { outcome: 'replaced' }))
        .statusCode,
    ).toBe(403)
    expect((await send('GET', '/ops/claims/', buyer)).statusCode).toBe(403)
    const limited = await t.users.buyer()
    const codes: number[] = []
    for (let i = 0; i < 11; i += 1)
      codes.push((await send('POST', `/orders/${id}/claims/`, limited, damaged(item))).statusCode)
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true)
    expect(codes[10]).toBe(429)
  })
})
