import type { OrderStatus } from '@caravanserai/contracts/orders'
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

// Each step's endpoint (docs/product.md#order-lifecycle), the body it needs, whose it is, and the
// statuses it is taken from, by hand.
type Step = { path: (id: number) => string; body?: object; side: 'buyer' | 'staff'; from: OrderStatus[] }
const STEPS = {
  quote: {
    path: (id) => `/ops/orders/${id}/quote/`,
    body: { shipping_price: 12.5 },
    side: 'staff',
    from: ['pending_shipping'],
  },
  requote: {
    path: (id) => `/ops/orders/${id}/requote/`,
    body: { shipping_price: 15.75, valid_days: 7 },
    side: 'staff',
    from: ['pending_approval'],
  },
  approve_shipping_cost: {
    path: (id) => `/customer/approve-shipping-cost/${id}/`,
    side: 'buyer',
    from: ['pending_approval'],
  },
  ship: {
    path: (id) => `/ops/orders/${id}/ship/`,
    body: { tracking_number: 'TRK-1', payment_override: 'Paid by letter of credit' },
    side: 'staff',
    from: ['processing'],
  },
  mark_received: { path: (id) => `/customer/gain-order/${id}/`, side: 'buyer', from: ['shipped'] },
  complete: { path: (id) => `/customer/complete-order/${id}/`, side: 'buyer', from: ['delivered'] },
  decline: {
    path: (id) => `/ops/orders/${id}/decline/`,
    body: { reason: 'We no longer ship to this destination.' },
    side: 'staff',
    from: ['pending_shipping'],
  },
  buyer_cancel: {
    path: (id) => `/orders/${id}/cancel/`,
    body: { reason: 'Ordered twice by mistake.' },
    side: 'buyer',
    from: ['pending_shipping', 'pending_approval', 'processing'],
  },
  staff_cancel: {
    path: (id) => `/ops/orders/${id}/cancel/`,
    body: { reason: 'The supplier cannot deliver.' },
    side: 'staff',
    from: ['pending_approval', 'processing'],
  },
} satisfies Record<string, Step>
type StepName = keyof typeof STEPS
// The lifecycle by hand: the one status each status moves on to, and the way out.
const NEXT: Record<OrderStatus, OrderStatus | null> = {
  pending_shipping: 'pending_approval',
  pending_approval: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
  delivered: 'completed',
  completed: null,
  cancelled: null,
}
const WAYS_OUT: StepName[] = ['decline', 'buyer_cancel', 'staff_cancel']
const ACTORS = ['owner', 'otherBuyer', 'staff', 'visitor'] as const
const QUANTITY = 3

let t: TestApp
let users: Record<(typeof ACTORS)[number], TestUser | null>
let variationId: number
let destinationId: number

beforeAll(async () => {
  // The rules are the same SQL on both databases; PGlite keeps this many runs fast.
  t = await buildTestApp('pglite')
  variationId = (await createFixtureProduct(t.database.db, [{ stock: 1_000_000 }])).variationIds[0]!
  destinationId = await createFixtureDestination(t.database.db)
  await createFixtureSeller(t.database.db)
  users = {
    owner: await t.users.buyer(),
    otherBuyer: await t.users.buyer(),
    staff: await t.users.staff(),
    visitor: null,
  }
})
afterAll(() => t.close())

test('random steps by random callers through the API never take an order off the diagram, and stock follows', {
  timeout: 180_000,
}, async () => {
  const stepNames = Object.keys(STEPS) as StepName[]
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.constantFrom(...stepNames), fc.constantFrom(...ACTORS)), {
        minLength: 1,
        maxLength: 10,
      }),
      async (attempts) => {
        const before = await variationStock(t.database.db, variationId)
        const order = await placeOrder(t.app, users.owner!, {
          variationId,
          quantity: QUANTITY,
          destinationId,
        })
        let status: OrderStatus = 'pending_shipping'
        let steps = 1
        for (const [name, actor] of attempts) {
          const { path, body, side, from }: Step = STEPS[name]
          const res = await t.app.inject({
            method: 'POST',
            url: `/api${path(order.id)}`,
            headers: users[actor]?.auth ?? {},
            ...(body ? { payload: body } : {}),
          })
          const mayAct = side === 'staff' ? actor === 'staff' : actor === 'owner'
          // A buyer at a staff step is refused; staff at a buyer's step act for a company of their
          // own, which does not own the order (docs/decisions/061-a-company-of-one-for-everyone.md).
          const expected =
            actor === 'visitor'
              ? 401
              : !mayAct && side === 'staff'
                ? 403
                : !mayAct
                  ? 404
                  : from.includes(status)
                    ? 200
                    : 409
          expect(res.statusCode, `${name} by ${actor} at ${status}`).toBe(expected)
          if (res.statusCode === 200) {
            const next = res.json().status as OrderStatus
            // A new quote keeps the order waiting for approval; a way out ends it.
            expect(next).toBe(
              WAYS_OUT.includes(name) ? 'cancelled' : name === 'requote' ? 'pending_approval' : NEXT[status],
            )
            status = next
            steps += 1
          }
          const [row] = await queryRows<{ status: OrderStatus; steps: number }>(
            t.database.db,
            sql`select status, (select count(*)::int from order_history where order_id = o.id) as steps
              from orders o where o.id = ${order.id}`,
          )
          expect(row!.status).toBe(status)
          // One history row per step taken, the creation included.
          expect(row!.steps).toBe(steps)
          // The order holds its stock until it is cancelled, which gives all of it back, once.
          const held = status === 'cancelled' ? 0 : QUANTITY
          expect(await variationStock(t.database.db, variationId)).toBe(before - held)
        }
      },
    ),
    { numRuns: 30 },
  )
})
