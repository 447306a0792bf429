import { ORDER_ACTIONS, type OrderAction, type OrderStatus } from '@caravanserai/contracts/orders'
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
} from '../../testing/shop-fixture.ts'

// Each action's endpoint (docs/product.md#order-lifecycle), the body it needs, and the status it starts from.
type Endpoint = { path: (id: number) => string; body?: object; from: OrderStatus }
const ENDPOINT: Record<OrderAction, Endpoint> = {
  quote: {
    path: (id) => `/ops/orders/${id}/quote/`,
    body: { shipping_price: 12.5 },
    from: 'pending_shipping',
  },
  approve_shipping_cost: { path: (id) => `/customer/approve-shipping-cost/${id}/`, from: 'pending_approval' },
  ship: {
    path: (id) => `/ops/orders/${id}/ship/`,
    body: { tracking_number: 'TRK-1', payment_override: 'Paid by letter of credit' },
    from: 'processing',
  },
  mark_received: { path: (id) => `/customer/gain-order/${id}/`, from: 'shipped' },
  complete: { path: (id) => `/customer/complete-order/${id}/`, from: 'delivered' },
}
const STAFF_ACTIONS: OrderAction[] = ['quote', 'ship']
// The lifecycle by hand (docs/product.md#order-lifecycle): the one status each status may move to.
const NEXT: Record<OrderStatus, OrderStatus | null> = {
  pending_shipping: 'pending_approval',
  pending_approval: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
  delivered: 'completed',
  completed: null,
}
const ACTORS = ['owner', 'otherBuyer', 'staff', 'visitor'] as const

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

test('random actions by random callers through the API never take an order off the diagram', {
  timeout: 120_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.constantFrom(...ORDER_ACTIONS), fc.constantFrom(...ACTORS)), {
        minLength: 1,
        maxLength: 10,
      }),
      async (attempts) => {
        const order = await placeOrder(t.app, users.owner!, { variationId, quantity: 1, destinationId })
        let status: OrderStatus = 'pending_shipping'
        for (const [action, actor] of attempts) {
          const { path, body, from } = ENDPOINT[action]
          const res = await t.app.inject({
            method: 'POST',
            url: `/api${path(order.id)}`,
            headers: users[actor]?.auth ?? {},
            ...(body ? { payload: body } : {}),
          })
          const staffAction = STAFF_ACTIONS.includes(action)
          const mayAct = staffAction ? actor === 'staff' : actor === 'owner'
          const expected =
            actor === 'visitor'
              ? 401
              : staffAction && !mayAct
                ? 403
                : !mayAct
                  ? 404
                  : from === status
                    ? 200
                    : 409
          expect(res.statusCode, `${action} by ${actor} at ${status}`).toBe(expected)
          if (res.statusCode === 200) {
            const next = res.json().status as OrderStatus
            expect(next).toBe(NEXT[status])
            status = next
          }
          const [row] = await queryRows<{ status: OrderStatus; steps: number }>(
            t.database.db,
            sql`select status, (select count(*)::int from order_history where order_id = o.id) as steps
              from orders o where o.id = ${order.id}`,
          )
          expect(row!.status).toBe(status)
          // One history row per status reached, the creation included.
          expect(row!.steps).toBe(Object.keys(NEXT).indexOf(status) + 1)
        }
      },
    ),
    { numRuns: 30 },
  )
})
