import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createFixtureDestination } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { createCompany } from './company-queries.ts'

// A model of the company's approval (docs/decisions/058-company-approval-and-limits.md), in cents,
// against which the API is run: random thresholds, limits, orders and steps by a buyer and an
// approver; after every step each order's status, waiting request and approver agree with it.

type Order = {
  id: number
  cents: number
  status: 'pending_approval' | 'processing' | 'cancelled'
  waiting: boolean
  approvedBy: 'buyer' | 'approver' | null
}
type Step = { kind: 'buyerApproves' | 'approverApproves' | 'approverRejects' | 'buyerCancels'; order: number }

const dollars = (cents: number) => (cents / 100).toFixed(2)

describe.each(databaseKinds())('a company’s approval and limits on %s', (kind) => {
  let t: TestApp
  let destinationId: number
  const send = injectAs(() => t)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    destinationId = await createFixtureDestination(t.database.db)
  })
  afterAll(() => t?.close())

  async function setUp(thresholdCents: number | null, limitCents: number | null, amounts: number[]) {
    const db = t.database.db
    const founder = await t.users.buyer()
    const company = await createCompany(
      db,
      founder.id,
      {
        legalName: 'Model Imports',
        approvalThreshold: thresholdCents === null ? null : dollars(thresholdCents),
      },
      new Date(),
    )
    const approver = await t.users.member(company, 'approver')
    const buyer = await t.users.member(
      company,
      'buyer',
      limitCents === null ? undefined : dollars(limitCents),
    )
    const orders: Order[] = []
    for (const [i, cents] of amounts.entries()) {
      // Quoted and waiting for the buyer: goods plus shipping of 10.00 make `cents`.
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into orders (order_number, company_id, user_id, destination_id, total_price, shipping_price,
            status, quoted_at) values (${`MODEL-${company}-${i}`}, ${company}, ${buyer.id}, ${destinationId},
            ${dollars(cents - 1000)}, 10.00, 'pending_approval', now()) returning id`,
      )
      orders.push({ id: row!.id, cents, status: 'pending_approval', waiting: false, approvedBy: null })
    }
    return { approver, buyer, orders }
  }

  /** What the model expects of `step`, applied to it: the status code the API must answer. */
  function expected(
    step: Step,
    order: Order,
    orders: Order[],
    threshold: number | null,
    limit: number | null,
  ) {
    const spent = orders.filter((o) => o.status === 'processing').reduce((sum, o) => sum + o.cents, 0)
    switch (step.kind) {
      case 'buyerApproves': {
        if (order.status !== 'pending_approval' || order.waiting) return 409
        const needs =
          (threshold !== null && order.cents > threshold) || (limit !== null && spent + order.cents > limit)
        if (needs) order.waiting = true
        else Object.assign(order, { status: 'processing', approvedBy: 'buyer' })
        return 200
      }
      case 'approverApproves':
        if (order.status !== 'pending_approval') return 409
        Object.assign(order, { status: 'processing', approvedBy: 'approver', waiting: false })
        return 200
      case 'approverRejects':
        if (!order.waiting || order.status !== 'pending_approval') return 409
        order.waiting = false
        return 200
      case 'buyerCancels':
        if (order.status === 'cancelled') return 409
        Object.assign(order, { status: 'cancelled', waiting: false })
        return 200
    }
  }

  test('an order goes ahead without an approver only within the threshold and the monthly limit', async () => {
    const cents = fc.integer({ min: 10_01, max: 2_000_00 })
    await fc.assert(
      fc.asyncProperty(
        fc.option(cents, { nil: null }),
        fc.option(cents, { nil: null }),
        fc.array(cents, { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.record({
            kind: fc.constantFrom('buyerApproves', 'approverApproves', 'approverRejects', 'buyerCancels'),
            order: fc.nat(),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        async (threshold, limit, amounts, steps: Step[]) => {
          const { approver, buyer, orders } = await setUp(threshold, limit, amounts)
          for (const step of steps) {
            const order = orders[step.order % orders.length]!
            const want = expected(step, order, orders, threshold, limit)
            const actor: TestUser = step.kind.startsWith('buyer') ? buyer : approver
            const response =
              step.kind === 'buyerCancels'
                ? await send('POST', `/orders/${order.id}/cancel/`, actor, {})
                : step.kind === 'approverRejects'
                  ? await send('POST', `/orders/${order.id}/approval/reject/`, actor, {
                      reason: 'Over budget.',
                    })
                  : await send('POST', `/customer/approve-shipping-cost/${order.id}/`, actor)
            expect(response.statusCode, `${step.kind} on ${order.id}: ${response.body}`).toBe(want)
            // The buyer is offered the quote's approval only while it is theirs to give.
            const seen = (await send('GET', `/orders/${order.id}/`, buyer)).json().available_actions
            expect(seen.includes('approve_shipping_cost'), `offered on ${order.id}`).toBe(
              order.status === 'pending_approval' && !order.waiting,
            )
            const rows = await queryRows<{
              id: number
              status: string
              waiting: boolean
              approvedBy: number | null
            }>(
              t.database.db,
              sql`select id, status, (approval_requested_at is not null and status = 'pending_approval') as waiting,
                  approved_by as "approvedBy" from orders where id in ${sql.raw(`(${orders.map((o) => o.id).join(', ')})`)}
                order by id`,
            )
            expect(rows.map((r) => [r.status, r.waiting, r.approvedBy])).toEqual(
              orders.map((o) => [
                o.status,
                o.waiting,
                o.approvedBy === null ? null : o.approvedBy === 'buyer' ? buyer.id : approver.id,
              ]),
            )
          }
        },
      ),
      { numRuns: 20 },
    )
  })
})
