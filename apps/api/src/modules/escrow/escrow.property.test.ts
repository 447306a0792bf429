import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
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
import { centsOf } from './cents.ts'
import { sweepReleases } from './escrow-release.ts'

// Random sequences of the steps that move money (docs/decisions/043-escrow-ledger.md,
// 044-claims.md) through the API; after each, the ledger's equations and the stock.
const QUANTITY = 3
const DAY = 86_400_000
const AMOUNTS = [10, 45.55, 150, 200]

type Sent = { method: 'POST'; path: string; body?: object; as: 'buyer' | 'staff' }
const STEPS = {
  quote: (id: number): Sent => ({
    method: 'POST',
    path: `/ops/orders/${id}/quote/`,
    body: { shipping_price: 30 },
    as: 'staff',
  }),
  approve: (id: number): Sent => ({
    method: 'POST',
    path: `/customer/approve-shipping-cost/${id}/`,
    as: 'buyer',
  }),
  pay: (id: number, amount: number): Sent => ({
    method: 'POST',
    path: `/ops/orders/${id}/payments/`,
    body: { amount, received_on: '2026-05-01' },
    as: 'staff',
  }),
  ship: (id: number): Sent => ({
    method: 'POST',
    path: `/ops/orders/${id}/ship/`,
    body: { tracking_number: 'UL-P', payment_override: 'Balance by letter of credit' },
    as: 'staff',
  }),
  receive: (id: number): Sent => ({ method: 'POST', path: `/customer/gain-order/${id}/`, as: 'buyer' }),
  complete: (id: number): Sent => ({ method: 'POST', path: `/customer/complete-order/${id}/`, as: 'buyer' }),
  buyerCancel: (id: number): Sent => ({
    method: 'POST',
    path: `/orders/${id}/cancel/`,
    body: {},
    as: 'buyer',
  }),
  staffCancel: (id: number): Sent => ({
    method: 'POST',
    path: `/ops/orders/${id}/cancel/`,
    body: { reason: 'The supplier cannot deliver.' },
    as: 'staff',
  }),
  claim: (id: number): Sent => ({
    method: 'POST',
    path: `/orders/${id}/claims/`,
    body: { reason: 'not_received', remedy: 'refund', description: 'Nothing arrived.' },
    as: 'buyer',
  }),
  refund: (id: number, amount: number): Sent => ({
    method: 'POST',
    path: `/ops/orders/${id}/refunds/`,
    body: { amount, refunded_on: '2026-05-02', bank_reference: 'RF' },
    as: 'staff',
  }),
}
type StepName = keyof typeof STEPS | 'resolveRefund' | 'resolveReject' | 'release' | 'payout'
const NAMES: StepName[] = [
  ...(Object.keys(STEPS) as (keyof typeof STEPS)[]),
  'resolveRefund',
  'resolveReject',
  'release',
  'payout',
]

let t: TestApp
let buyer: TestUser
let staff: TestUser
let variationId: number
let destinationId: number
let producerId: number
const now = new Date('2026-05-03T10:00:00Z')

beforeAll(async () => {
  // The rules are the same SQL on both databases; PGlite keeps this many runs fast.
  t = await buildTestApp('pglite', { clock: () => now })
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
afterAll(() => t.close())

const cents = (value: string | number) => centsOf(Number(value))

async function ledger(orderId: number) {
  const [row] = await queryRows<
    Record<'received' | 'released' | 'refunded' | 'paid' | 'owed', string> & { status: string }
  >(
    t.database.db,
    sql`select o.status, o.amount_paid::text as paid,
        coalesce(sum(e.amount) filter (where e.kind = 'received'), 0)::text as received,
        coalesce(sum(e.amount) filter (where e.kind = 'released'), 0)::text as released,
        coalesce(sum(e.amount) filter (where e.kind = 'refunded'), 0)::text as refunded,
        (select coalesce(sum(case when x.kind = 'released' then x.amount else -x.amount end), 0)
          from escrow_entries x where x.producer_id = ${producerId})::text as owed
      from orders o left join escrow_entries e on e.order_id = o.id where o.id = ${orderId} group by o.id`,
  )
  return row!
}

test('random money steps keep every order balanced, every supplier owed no less than nothing, and the stock right', {
  timeout: 240_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...AMOUNTS)), {
        minLength: 1,
        maxLength: 14,
      }),
      async (attempts) => {
        // A buyer a run: claims are limited per buyer and day.
        buyer = await t.users.buyer()
        const before = await variationStock(t.database.db, variationId)
        const order = await placeOrder(t.app, buyer, { variationId, quantity: QUANTITY, destinationId })
        // What the API accepted, in cents: the ledger must say exactly this.
        let received = 0n
        let refunded = 0n
        let released = 0n
        for (const [name, amount] of attempts) {
          const start = await ledger(order.id)
          const held = cents(start.received) - cents(start.released) - cents(start.refunded)
          if (name === 'release') {
            await sweepReleases(t.database.db, {
              claimWindowDays: 14,
              now: new Date(now.getTime() + 30 * DAY),
            })
          } else if (name === 'payout') {
            const owed = cents(start.owed)
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/ops/payouts/',
              headers: staff.auth,
              payload: { producer: producerId, amount, paid_on: '2026-05-04', bank_reference: 'PO' },
            })
            expect(res.statusCode, `payout ${amount} of ${owed}`).toBe(centsOf(amount) <= owed ? 201 : 409)
          } else if (name === 'resolveRefund' || name === 'resolveReject') {
            const list = (
              await t.app.inject({
                method: 'GET',
                url: `/api/orders/${order.id}/claims/`,
                headers: buyer.auth,
              })
            ).json()
            const open = list.results.find((c: { state: string }) => c.state === 'open')
            if (!open) continue
            const body =
              name === 'resolveReject'
                ? { outcome: 'rejected', note: 'Delivered, signed for.' }
                : { outcome: 'refunded', amount, refunded_on: '2026-05-02', bank_reference: 'RC' }
            const res = await t.app.inject({
              method: 'POST',
              url: `/api/ops/orders/${order.id}/claims/${open.id}/resolve/`,
              headers: staff.auth,
              payload: body,
            })
            if (name === 'resolveRefund') {
              expect(res.statusCode, `claim refund ${amount} of ${held}`).toBe(
                centsOf(amount) <= held ? 200 : 409,
              )
              if (res.statusCode === 200) refunded += centsOf(amount)
            } else expect(res.statusCode).toBe(200)
          } else {
            const step = STEPS[name](order.id, amount)
            const res = await t.app.inject({
              method: step.method,
              url: `/api${step.path}`,
              headers: (step.as === 'staff' ? staff : buyer).auth,
              ...(step.body ? { payload: step.body } : {}),
            })
            expect([200, 201, 400, 409], `${name} at ${start.status}: ${res.body}`).toContain(res.statusCode)
            if (name === 'pay' && res.statusCode === 201) received += centsOf(amount)
            if (name === 'refund' && res.statusCode === 201) refunded += centsOf(amount)
            if (name === 'refund')
              expect(res.statusCode === 201).toBe(start.status === 'cancelled' && centsOf(amount) <= held)
            if (name === 'complete' && res.statusCode === 200) released += held
          }
          const after = await ledger(order.id)
          // Every payment is held, and received = held + released + refunded with held ≥ 0.
          expect(cents(after.received)).toBe(received)
          expect(cents(after.paid)).toBe(received)
          expect(cents(after.refunded)).toBe(refunded)
          const nowHeld = cents(after.received) - cents(after.released) - cents(after.refunded)
          expect(nowHeld >= 0n).toBe(true)
          if (name !== 'release') expect(cents(after.released)).toBe(released)
          released = cents(after.released)
          // Released only from an order the buyer confirmed or delivered; never from a cancelled one.
          if (after.status === 'cancelled') expect(released).toBe(0n)
          if (after.status === 'completed' && name === 'complete') expect(nowHeld).toBe(0n)
          expect(cents(after.owed) >= 0n).toBe(true)
          // The API tells the same story.
          const escrow = (
            await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/escrow/`, headers: buyer.auth })
          ).json()
          expect(centsOf(escrow.held)).toBe(nowHeld)
          expect(centsOf(escrow.refund_due)).toBe(after.status === 'cancelled' ? nowHeld : 0n)
          // The order holds its stock until it is cancelled, which gives all of it back, once.
          const stock = await variationStock(t.database.db, variationId)
          expect(stock).toBe(before - (after.status === 'cancelled' ? 0 : QUANTITY))
        }
      },
    ),
    { numRuns: 15 },
  )
})
