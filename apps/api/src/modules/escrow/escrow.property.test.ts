import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import {
  createFixtureDestination,
  createFixtureProduct,
  createFixtureSeller,
  placeOrder,
  variationStock,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { centsOf, parseCents } from './cents.ts'
import { AMOUNTS, NAMES, nextStep, STEPS, type StepName, SWEEP_DAYS } from './escrow-property-steps.ts'
import { sweepReleases } from './escrow-release.ts'

// Random sequences of the steps that move money (docs/decisions/043-escrow-ledger.md,
// 044-claims.md) through the API; after each, the ledger's equations, the release rule, what the
// supplier is owed as the console shows it, and the stock.
const QUANTITY = 3
const DAY = 86_400_000
const WINDOW_DAYS = 14
const now = new Date('2026-05-03T10:00:00Z')
const cents = (value: string) => parseCents(value)
/**
 * The supplier's lines are 120.00 of the 150.00 a release splits (30.00 is the shop's shipping):
 * its share to the nearest cent, which in fifths never ties.
 */
const supplierShare = (held: bigint) => (8n * held + 5n) / 10n

type OrderMoney = Record<'received' | 'released' | 'refunded' | 'paid' | 'supplier', string> & {
  id: number
  status: string
  claim_open: boolean
}

describe.each(databaseKinds())('escrow on %s', (kind) => {
  let t: TestApp
  let buyer: TestUser
  let staff: TestUser
  let variationId: number
  let destinationId: number
  let producerId: number

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    const product = await createFixtureProduct(t.database.db, [{ price: '40.00', stock: 1_000_000 }])
    variationId = product.variationIds[0]!
    destinationId = await createFixtureDestination(t.database.db)
    await createFixtureSeller(t.database.db)
    const [p] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into producers (name) values ('Kerman Pistachio Co') returning id`,
    )
    producerId = p!.id
    await t.database.db.execute(
      sql`update products set producer_id = ${producerId} where id = ${product.productId}`,
    )
    staff = await t.users.staff()
  })
  afterAll(() => t?.close())

  /** Every order's money by the ledger (or one order's), with what was released to the supplier. */
  async function money(orderId?: number): Promise<OrderMoney[]> {
    return queryRows<OrderMoney>(
      t.database.db,
      sql`select o.id, o.status, o.amount_paid::text as paid,
          exists (select 1 from claims c where c.order_id = o.id and c.state = 'open') as claim_open,
          coalesce(sum(e.amount) filter (where e.kind = 'received'), 0)::text as received,
          coalesce(sum(e.amount) filter (where e.kind = 'released'), 0)::text as released,
          coalesce(sum(e.amount) filter (where e.kind = 'refunded'), 0)::text as refunded,
          coalesce(sum(e.amount) filter (where e.kind = 'released' and e.producer_id = ${producerId}), 0)::text
            as supplier
        from orders o left join escrow_entries e on e.order_id = o.id
        ${orderId === undefined ? sql`` : sql`where o.id = ${orderId}`} group by o.id order by o.id`,
    )
  }
  const held = (o: OrderMoney) => cents(o.received) - cents(o.released) - cents(o.refunded)

  /** Released to the supplier by the ledger, less the payouts recorded (their own table). */
  async function owedBySql(): Promise<bigint> {
    const [row] = await queryRows<{ owed: string }>(
      t.database.db,
      sql`select ((select coalesce(sum(amount), 0) from escrow_entries
            where kind = 'released' and producer_id = ${producerId})
          - (select coalesce(sum(amount), 0) from payouts where producer_id = ${producerId}))::text as owed`,
    )
    return cents(row!.owed)
  }

  /** What the console's balances say the supplier is owed, in cents, and that it is released − paid out. */
  async function owedByApi(): Promise<bigint> {
    const res = await t.app.inject({ method: 'GET', url: '/api/ops/payouts/balances/', headers: staff.auth })
    expect(res.statusCode).toBe(200)
    type Row = {
      producer: { id: number }
      currency: string
      released: number
      paid_out: number
      owed: number
    }
    const row = (res.json().results as Row[]).find(
      (r) => r.producer.id === producerId && r.currency === 'USD',
    )
    if (!row) return 0n
    expect(centsOf(row.owed), 'owed = released − paid out, by the console').toBe(
      centsOf(row.released) - centsOf(row.paid_out),
    )
    return centsOf(row.owed)
  }

  async function send(name: keyof typeof STEPS, orderId: number, amount: number) {
    const step = STEPS[name](orderId, amount)
    return t.app.inject({
      method: step.method,
      url: `/api${step.path}`,
      headers: (step.as === 'staff' ? staff : buyer).auth,
      ...(step.body ? { payload: step.body } : {}),
    })
  }

  /** Resolves the order's open claim, if any, with a refund of `amount` or a rejection; the status, or null. */
  async function resolve(orderId: number, name: 'resolveRefund' | 'resolveReject', amount: number) {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/claims/`,
      headers: buyer.auth,
    })
    const open = list.json().results.find((c: { state: string }) => c.state === 'open')
    if (!open) return null
    const body =
      name === 'resolveReject'
        ? { outcome: 'rejected', note: 'Delivered, signed for.' }
        : { outcome: 'refunded', amount, refunded_on: '2026-05-02', bank_reference: 'RC' }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${orderId}/claims/${open.id}/resolve/`,
      headers: staff.auth,
      payload: body,
    })
    return res.statusCode
  }

  /**
   * The hourly release `days` after delivery: it must release exactly what each order holds when
   * the order is completed, or delivered before the window, and has no claim open; nothing else,
   * from any order. Every order here was delivered at `now`, the clock being fixed. Returns what
   * it released from each order, and to the supplier in all.
   */
  async function release(days: number) {
    const sweptAt = new Date(now.getTime() + days * DAY)
    const before = await money()
    const released = await sweepReleases(t.database.db, { claimWindowDays: WINDOW_DAYS, now: sweptAt })
    const after = new Map((await money()).map((o) => [o.id, o]))
    let toSupplier = 0n
    const from = new Map<number, bigint>()
    for (const o of before) {
      const past = o.status === 'completed' || (o.status === 'delivered' && days > WINDOW_DAYS)
      const due = past && !o.claim_open && held(o) > 0n
      const a = after.get(o.id)!
      const what = `order ${o.id} at ${o.status}, claim ${o.claim_open}, holding ${held(o)}, ${days} days`
      expect(cents(a.released) - cents(o.released), what).toBe(due ? held(o) : 0n)
      expect(cents(a.supplier) - cents(o.supplier), what).toBe(due ? supplierShare(held(o)) : 0n)
      if (due) {
        toSupplier += supplierShare(held(o))
        from.set(o.id, held(o))
      }
    }
    expect(released).toBe(from.size)
    return { toSupplier, from }
  }

  test('random money steps keep every order balanced, release only what is due, owe the supplier what the console says, and keep the stock right', {
    timeout: 240_000,
  }, async () => {
    const step = fc.tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.constant<'next'>('next') },
        { weight: 2, arbitrary: fc.constantFrom(...NAMES) },
      ),
      fc.constantFrom(...AMOUNTS),
      fc.constantFrom(...SWEEP_DAYS),
      fc.nat(5),
    )
    await fc.assert(
      // Each run first takes the order up to `advance` steps along its way (quote, approval, payment
      // in full, shipping, delivery), so that most runs reach the money's later steps.
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5 }),
        fc.array(step, { minLength: 1, maxLength: 12, size: 'max' }),
        async (advance, steps) => {
          const attempts = [...Array.from({ length: advance }, () => ['next', 150, 30, 0] as const), ...steps]
          // A buyer a run: claims are limited per buyer and day.
          buyer = await t.users.buyer()
          const stockBefore = await variationStock(t.database.db, variationId)
          const order = await placeOrder(t.app, buyer, { variationId, quantity: QUANTITY, destinationId })
          // What the API accepted, in cents: the ledger and the console must say exactly this. The
          // supplier's balance carries over from earlier runs, as read from the ledger now.
          let received = 0n
          let refunded = 0n
          let released = 0n
          let owed = await owedBySql()
          for (const [drawn, amount, days, pick] of attempts) {
            const [start] = await money(order.id)
            const holding = held(start!)
            const name: StepName =
              drawn === 'next'
                ? nextStep(
                    { status: start!.status, received: cents(start!.received), claimOpen: start!.claim_open },
                    pick,
                  )
                : drawn
            if (name === 'release') {
              const swept = await release(days)
              released += swept.from.get(order.id) ?? 0n
              owed += swept.toSupplier
            } else if (name === 'payout') {
              const res = await t.app.inject({
                method: 'POST',
                url: '/api/ops/payouts/',
                headers: staff.auth,
                payload: { producer: producerId, amount, paid_on: '2026-05-04', bank_reference: 'PO' },
              })
              expect(res.statusCode, `payout ${amount} of ${owed}`).toBe(centsOf(amount) <= owed ? 201 : 409)
              if (res.statusCode === 201) owed -= centsOf(amount)
            } else if (name === 'resolveRefund' || name === 'resolveReject') {
              const status = await resolve(order.id, name, amount)
              if (status === null) continue
              if (name === 'resolveRefund') {
                expect(status, `claim refund ${amount} of ${holding}`).toBe(
                  centsOf(amount) <= holding ? 200 : 409,
                )
                if (status === 200) refunded += centsOf(amount)
              } else expect(status).toBe(200)
            } else {
              const res = await send(name, order.id, amount)
              expect([200, 201, 400, 409], `${name} at ${start!.status}: ${res.body}`).toContain(
                res.statusCode,
              )
              if (name === 'pay' && res.statusCode === 201) received += centsOf(amount)
              if (name === 'refund' && res.statusCode === 201) refunded += centsOf(amount)
              if (name === 'refund')
                expect(res.statusCode === 201).toBe(
                  start!.status === 'cancelled' && centsOf(amount) <= holding,
                )
              if (name === 'claim')
                expect(res.statusCode === 201, res.body).toBe(
                  ['shipped', 'delivered'].includes(start!.status) && !start!.claim_open,
                )
              // Completing releases what the order holds, in the same transaction; never with a claim open.
              if (name === 'complete' && start!.claim_open) expect(res.statusCode).toBe(409)
              if (name === 'complete' && res.statusCode === 200) {
                released += holding
                owed += supplierShare(holding)
              }
            }
            const [after] = await money(order.id)
            // Every payment is held, and received = held + released + refunded with held ≥ 0.
            expect(cents(after!.received)).toBe(received)
            expect(cents(after!.paid)).toBe(received)
            expect(cents(after!.refunded)).toBe(refunded)
            expect(cents(after!.released), `${name} at ${start!.status}`).toBe(released)
            const nowHeld = held(after!)
            expect(nowHeld >= 0n).toBe(true)
            // Nothing is released while a claim is open, nor from a cancelled order.
            if (start!.claim_open) expect(cents(after!.released)).toBe(cents(start!.released))
            if (after!.status === 'cancelled') expect(released).toBe(0n)
            // Completing releases all; money recorded after it (a balance by letter of credit) waits for the sweep.
            if (after!.status === 'completed' && name === 'complete') expect(nowHeld).toBe(0n)
            // The supplier is owed what was released to it less what it was paid, to the cent, by the
            // ledger and by the console.
            expect(owed >= 0n).toBe(true)
            expect(await owedBySql(), `owed after ${name}`).toBe(owed)
            expect(await owedByApi(), `owed after ${name}, by GET /ops/payouts/balances/`).toBe(owed)
            // The API tells the same story.
            const escrow = (
              await t.app.inject({
                method: 'GET',
                url: `/api/orders/${order.id}/escrow/`,
                headers: buyer.auth,
              })
            ).json()
            expect(centsOf(escrow.held)).toBe(nowHeld)
            expect(centsOf(escrow.refund_due)).toBe(after!.status === 'cancelled' ? nowHeld : 0n)
            // The order holds its stock until it is cancelled, which gives all of it back, once.
            const stock = await variationStock(t.database.db, variationId)
            expect(stock).toBe(stockBefore - (after!.status === 'cancelled' ? 0 : QUANTITY))
          }
        },
      ),
      { numRuns: 25 },
    )
  })
})
