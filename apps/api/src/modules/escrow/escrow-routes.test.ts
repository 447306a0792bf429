import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import {
  createFixtureProduct,
  createTradingShop,
  type FixtureProduct,
  placeOrder,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { sweepReleases } from './escrow-release.ts'

const DAY = 86_400_000

// The escrow ledger (docs/decisions/043-escrow-ledger.md), through the API.
describe.each(databaseKinds())('escrow on %s', (kind) => {
  let t: TestApp
  let saffron: FixtureProduct
  let tiles: FixtureProduct
  let destination: number
  let staff: TestUser
  let saffronHouse: number
  let tileWorks: number
  let now = new Date('2026-03-02T09:00:00Z')

  const send = injectAs(() => t)
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query)

  /** 2 × $40 of saffron (Saffron House) and 1 × $30 of tiles (Tile Works), quoted $20 shipping: $130. */
  async function paidOrder(buyer: TestUser, { pay = 130 } = {}) {
    const added = await send('POST', '/customer/cart/create/', buyer, {
      product_variation: tiles.variationIds[0],
      quantity: 1,
    })
    expect(added.statusCode).toBe(201)
    const order = await placeOrder(t.app, buyer, {
      variationId: saffron.variationIds[0]!,
      quantity: 2,
      destinationId: destination,
    })
    expect(
      (await send('POST', `/ops/orders/${order.id}/quote/`, staff, { shipping_price: 20 })).statusCode,
    ).toBe(200)
    expect((await send('POST', `/customer/approve-shipping-cost/${order.id}/`, buyer)).statusCode).toBe(200)
    if (pay > 0)
      expect(
        (
          await send('POST', `/ops/orders/${order.id}/payments/`, staff, {
            amount: pay,
            received_on: '2026-03-01',
          })
        ).statusCode,
      ).toBe(201)
    return order.id
  }
  const ship = (id: number) => send('POST', `/ops/orders/${id}/ship/`, staff, { tracking_number: 'UL-1' })
  const escrowOf = async (id: number, who: TestUser) =>
    (await send('GET', `/orders/${id}/escrow/`, who)).json()
  const released = (id: number) =>
    rows<{ producer: number | null; amount: string }>(
      sql`select producer_id as producer, amount::text from escrow_entries
        where order_id = ${id} and kind = 'released' order by producer_id nulls first`,
    )

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    ;({ product: saffron, destination, staff } = await createTradingShop(t))
    tiles = await createFixtureProduct(t.database.db, [{ price: '30.00', stock: 1000 }])
    const [a] = await rows<{ id: number }>(
      sql`insert into producers (name) values ('Saffron House') returning id`,
    )
    const [b] = await rows<{ id: number }>(
      sql`insert into producers (name) values ('Tile Works') returning id`,
    )
    saffronHouse = a!.id
    tileWorks = b!.id
    await t.database.db.execute(
      sql`update products set producer_id = ${saffronHouse} where id = ${saffron.productId}`,
    )
    await t.database.db.execute(
      sql`update products set producer_id = ${tileWorks} where id = ${tiles.productId}`,
    )
  })
  afterAll(() => t.close())

  test('money received is held, and completing releases it by the suppliers’ lines, shipping to the shop', async () => {
    const buyer = await t.users.buyer()
    const id = await paidOrder(buyer)
    expect(await escrowOf(id, buyer)).toMatchObject({
      received: 130,
      held: 130,
      released: 0,
      refunded: 0,
      refund_due: 0,
      release_on: null,
      claim_open: false,
      refunds: [],
    })
    expect((await ship(id)).statusCode).toBe(200)
    now = new Date('2026-03-05T22:00:00Z')
    expect((await send('POST', `/customer/gain-order/${id}/`, buyer)).statusCode).toBe(200)
    // Held until the last day of the window: delivery's UTC day + 14.
    expect((await escrowOf(id, buyer)).release_on).toBe('2026-03-19')
    expect((await send('POST', `/customer/complete-order/${id}/`, buyer)).statusCode).toBe(200)
    expect(await released(id)).toEqual([
      { producer: null, amount: '20.00' },
      { producer: saffronHouse, amount: '80.00' },
      { producer: tileWorks, amount: '30.00' },
    ])
    expect(await escrowOf(id, buyer)).toMatchObject({ held: 0, released: 130, release_on: null })
    // Completing again is refused and releases nothing more.
    expect((await send('POST', `/customer/complete-order/${id}/`, buyer)).statusCode).toBe(409)
    expect(await released(id)).toHaveLength(3)
  })

  test('a part payment releases in the same proportions, to the cent, with nothing lost', async () => {
    const buyer = await t.users.buyer()
    const id = await paidOrder(buyer, { pay: 100 })
    // Shipping before full payment needs a reason; the release splits what was received.
    await send('POST', `/ops/orders/${id}/ship/`, staff, {
      tracking_number: 'UL-2',
      payment_override: 'Balance by LC',
    })
    await send('POST', `/customer/gain-order/${id}/`, buyer)
    await send('POST', `/customer/complete-order/${id}/`, buyer)
    const shares = await released(id)
    // 100 × (20, 80, 30)/130 = 15.384…, 61.538…, 23.076…: floors 15.38, 61.53, 23.07 and the odd cent
    // to the largest remainder, the saffron's.
    expect(shares).toEqual([
      { producer: null, amount: '15.38' },
      { producer: saffronHouse, amount: '61.54' },
      { producer: tileWorks, amount: '23.08' },
    ])
    const total = shares.reduce((sum, s) => sum + Math.round(Number(s.amount) * 100), 0)
    expect(total).toBe(10_000)
  })

  test('the hourly release takes delivered orders past the window, and skips an open claim', async () => {
    const buyer = await t.users.buyer()
    const quiet = await paidOrder(buyer)
    const claimed = await paidOrder(buyer)
    for (const id of [quiet, claimed]) {
      await ship(id)
      await send('POST', `/customer/gain-order/${id}/`, buyer)
    }
    const delivered = now
    const opened = await send('POST', `/orders/${claimed}/claims/`, buyer, {
      reason: 'not_received',
      remedy: 'refund',
      description: 'Half the boxes never came.',
    })
    expect(opened.statusCode).toBe(201)
    // Within the window nothing moves.
    expect(
      await sweepReleases(t.database.db, {
        claimWindowDays: 14,
        now: new Date(delivered.getTime() + 13 * DAY),
      }),
    ).toBe(0)
    const later = new Date(delivered.getTime() + 15 * DAY)
    expect(await sweepReleases(t.database.db, { claimWindowDays: 14, now: later })).toBeGreaterThanOrEqual(1)
    expect((await escrowOf(quiet, buyer)).held).toBe(0)
    expect((await escrowOf(claimed, buyer)).held).toBe(130)
    // Once the claim is resolved, the next run releases the rest.
    const [claim] = (await send('GET', `/orders/${claimed}/claims/`, buyer)).json().results
    const rejected = await send('POST', `/ops/orders/${claimed}/claims/${claim.id}/resolve/`, staff, {
      outcome: 'rejected',
      note: 'The carrier’s proof of delivery shows every box signed for.',
    })
    expect(rejected.statusCode).toBe(200)
    expect(await sweepReleases(t.database.db, { claimWindowDays: 14, now: later })).toBe(1)
    expect((await escrowOf(claimed, buyer)).held).toBe(0)
    expect(await sweepReleases(t.database.db, { claimWindowDays: 14, now: later })).toBe(0)
  })

  test('a cancelled order with money received owes a refund, recorded once with its credit note', async () => {
    const buyer = await t.users.buyer()
    const id = await paidOrder(buyer, { pay: 50 })
    const cancelled = await send('POST', `/ops/orders/${id}/cancel/`, staff, {
      reason: 'Out of stock at the farm.',
    })
    expect(cancelled.statusCode).toBe(200)
    expect(await escrowOf(id, buyer)).toMatchObject({ held: 50, refund_due: 50 })
    const tooMuch = await send('POST', `/ops/orders/${id}/refunds/`, staff, {
      amount: 50.01,
      refunded_on: '2026-03-06',
      bank_reference: 'FT26065XYZ',
    })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().detail).toContain('50.00')
    const res = await send('POST', `/ops/orders/${id}/refunds/`, staff, {
      amount: 50,
      refunded_on: '2026-03-06',
      bank_reference: 'FT26065XYZ',
    })
    expect(res.statusCode).toBe(201)
    const escrow = res.json()
    expect(escrow).toMatchObject({ held: 0, refunded: 50, refund_due: 0 })
    expect(escrow.refunds).toHaveLength(1)
    expect(escrow.refunds[0]).toMatchObject({
      amount: 50,
      refunded_on: '2026-03-06',
      bank_reference: 'FT26065XYZ',
      claim_id: null,
    })
    expect(escrow.refunds[0].credit_note.number).toMatch(/^CN-2026-\d{5}$/)
    // The buyer downloads it among the order's documents, and is told by email.
    const pdf = await send('GET', escrow.refunds[0].credit_note.download_url.replace('/api/ops', ''), buyer)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    const [mail] = await rows<{ text: string }>(
      sql`select text from email_outbox where to_address = ${buyer.email} and template = 'refund_recorded'`,
    )
    expect(mail!.text).toContain('FT26065XYZ')
    expect(mail!.text).toContain(escrow.refunds[0].credit_note.number)
    const again = await send('POST', `/ops/orders/${id}/refunds/`, staff, {
      amount: 1,
      refunded_on: '2026-03-06',
      bank_reference: 'FT2',
    })
    expect(again.statusCode).toBe(409)
  })

  test('a live order is refunded through its claim, not directly', async () => {
    const buyer = await t.users.buyer()
    const id = await paidOrder(buyer)
    const res = await send('POST', `/ops/orders/${id}/refunds/`, staff, {
      amount: 10,
      refunded_on: '2026-03-06',
      bank_reference: 'FT3',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('escrow.refundNeedsClaim')
  })

  test('payouts: at most what a supplier is owed, listed, balanced, and staff only', async () => {
    const buyer = await t.users.buyer()
    const id = await paidOrder(buyer)
    await ship(id)
    await send('POST', `/customer/gain-order/${id}/`, buyer)
    await send('POST', `/customer/complete-order/${id}/`, buyer)
    const balances = (await send('GET', '/ops/payouts/balances/', staff)).json()
    const house = balances.results.find((b: { producer: { id: number } }) => b.producer.id === saffronHouse)
    expect(house.owed).toBeGreaterThanOrEqual(80)
    const over = await send('POST', '/ops/payouts/', staff, {
      producer: saffronHouse,
      amount: house.owed + 0.01,
      paid_on: '2026-03-07',
      bank_reference: 'PO-1',
    })
    expect(over.statusCode).toBe(409)
    const paid = await send('POST', '/ops/payouts/', staff, {
      producer: saffronHouse,
      amount: 80,
      paid_on: '2026-03-07',
      bank_reference: 'PO-1',
    })
    expect(paid.statusCode).toBe(201)
    expect(paid.json()).toMatchObject({ producer: { id: saffronHouse, name: 'Saffron House' }, amount: 80 })
    const after = (await send('GET', '/ops/payouts/balances/', staff)).json()
    const houseAfter = after.results.find((b: { producer: { id: number } }) => b.producer.id === saffronHouse)
    expect(Math.round((house.owed - houseAfter.owed) * 100)).toBe(8000)
    const list = (await send('GET', `/ops/payouts/?producer=${saffronHouse}`, staff)).json()
    expect(list.results[0]).toMatchObject({ bank_reference: 'PO-1', amount: 80 })
    expect((await send('GET', '/ops/payouts/balances/', buyer)).statusCode).toBe(403)
    expect(
      (
        await send('POST', '/ops/payouts/', staff, {
          producer: 2_000_000,
          amount: 1,
          paid_on: '2026-03-07',
          bank_reference: 'x',
        })
      ).statusCode,
    ).toBe(404)
  })

  /** Why the database refused a statement: the driver's message, under drizzle's wrapper. */
  const refusal = (query: SQL) =>
    t.database.db.execute(query).then(
      () => 'accepted',
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    )

  test('the database keeps the ledger append-only and never negative', async () => {
    const buyer = await t.users.buyer()
    const id = await paidOrder(buyer, { pay: 30 })
    expect(await refusal(sql`update escrow_entries set amount = 1 where order_id = ${id}`)).toContain(
      'append-only',
    )
    expect(await refusal(sql`delete from escrow_entries where order_id = ${id}`)).toContain('append-only')
    expect(
      await refusal(sql`insert into escrow_entries (kind, order_id, amount, occurred_on)
        values ('released', ${id}, 30.01, '2026-03-07')`),
    ).toContain('would hold -0.01')
    expect(
      await refusal(sql`insert into escrow_entries (kind, order_id, amount, occurred_on)
        values ('released', ${id}, 30, '2026-03-07')`),
    ).toBe('accepted')
    const [payout] = await rows<{ id: number }>(
      sql`insert into payouts (producer_id, amount, paid_on, bank_reference) values (${tileWorks}, 1000000, '2026-03-07', 'x') returning id`,
    )
    expect(
      await refusal(sql`insert into escrow_entries (kind, producer_id, payout_id, amount, occurred_on)
        values ('paid_out', ${tileWorks}, ${payout!.id}, 1000000, '2026-03-07')`),
    ).toContain('would be owed')
  })

  test('another buyer’s order is 404, and a visitor is 401', async () => {
    const buyer = await t.users.buyer()
    const other = await t.users.buyer()
    const id = await paidOrder(buyer)
    expect((await send('GET', `/orders/${id}/escrow/`, other)).statusCode).toBe(404)
    expect((await send('GET', `/orders/${id}/escrow/`, null)).statusCode).toBe(401)
    expect((await send('GET', `/ops/orders/${id}/escrow/`, buyer)).statusCode).toBe(403)
  })
})
