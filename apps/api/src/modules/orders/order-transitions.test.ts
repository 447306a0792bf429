import { ORDER_ACTIONS, type OrderAction, type OrderStatus } from '@caravanserai/contracts/orders'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import {
  createFixtureDestination,
  createFixtureProduct,
  createFixtureSeller,
  placeOrder,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { type EmailContext, emailContext } from '../email/enqueue-email.ts'
import { decide, TRANSITIONS } from './order-machine.ts'
import { type Actor, customerActor, transitionOrder } from './order-transitions.ts'

const STAMPS = ['quoted_at', 'approved_at', 'shipped_at', 'delivered_at', 'completed_at'] as const
// The lifecycle by hand (docs/product.md#order-lifecycle): each action, who takes it and the email it sends.
const LIFECYCLE: { action: OrderAction; role: Person; email: string }[] = [
  { action: 'quote', role: 'staff', email: 'order_quoted' },
  { action: 'approve_shipping_cost', role: 'customer', email: 'order_approved' },
  { action: 'ship', role: 'staff', email: 'order_shipped' },
  { action: 'mark_received', role: 'customer', email: 'order_delivered' },
  { action: 'complete', role: 'customer', email: 'order_completed' },
]
type Person = 'customer' | 'staff'
const CHANGES = {
  quote: { shippingPrice: '75.25' },
  ship: { trackingNumber: 'TRK-5150', paymentOverride: 'Paid by letter of credit' },
} as const

type Row = Record<(typeof STAMPS)[number] | 'updated_at', string | null> & {
  status: OrderStatus
  shipping_price: string | null
  tracking_number: string | null
}

describe.each(databaseKinds())('order transitions on %s', (kind) => {
  let t: TestApp
  let email: EmailContext
  let staff: TestUser
  let variationId: number
  let destinationId: number

  const orderRow = async (id: number) =>
    (
      await queryRows<Row>(
        t.database.db,
        sql`select status, quoted_at, approved_at, shipped_at, delivered_at, completed_at, updated_at,
          shipping_price::text, tracking_number from orders where id = ${id}`,
      )
    )[0]!
  const history = (id: number) =>
    queryRows<{
      from_status: string | null
      to_status: string
      actor_role: string
      actor_user_id: number
      note: string | null
      created_at: string
    }>(
      t.database.db,
      sql`select from_status, to_status, actor_role, actor_user_id, note, created_at
        from order_history where order_id = ${id} order by id`,
    )
  const outbox = async (to: string) =>
    (
      await queryRows<{ template: string }>(
        t.database.db,
        sql`select template from email_outbox where to_address = ${to} order by id`,
      )
    ).map((r) => r.template)
  /** Everything a transition may write, to compare before and after a refused one. */
  const snapshot = async (id: number, buyer: TestUser) => ({
    row: await orderRow(id),
    history: await history(id),
    outbox: await outbox(buyer.email),
  })
  /** The buyer, as the owner of their company of one, acting for it. */
  const asBuyer = (buyer: TestUser) => ({
    userId: buyer.id,
    companyId: buyer.companyId!,
    role: 'owner' as const,
  })
  const actorFor = (role: Person, buyer: TestUser): Actor =>
    role === 'staff' ? { role, userId: staff.id } : customerActor(asBuyer(buyer))
  const run = (orderId: number, action: OrderAction, actor: Actor, now?: Date, context = email) =>
    transitionOrder(
      t.database.db,
      { orderId, action, actor, changes: CHANGES[action as keyof typeof CHANGES], note: null, now },
      context,
    )
  const newOrder = async () => {
    const buyer = await t.users.buyer()
    const order = await placeOrder(t.app, buyer, { variationId, quantity: 2, destinationId })
    return { buyer, order }
  }

  beforeAll(async () => {
    t = await buildTestApp(kind)
    email = emailContext(testConfig(), t.app.log)
    staff = await t.users.staff()
    variationId = (await createFixtureProduct(t.database.db, [{ price: '10.00', stock: 100_000 }]))
      .variationIds[0]!
    destinationId = await createFixtureDestination(t.database.db)
    await createFixtureSeller(t.database.db)
  })
  afterAll(() => t.close())

  test('each step sets the status, stamps its own date at the given time, records who and queues its email', async () => {
    const { buyer, order } = await newOrder()
    const stamped: Partial<Record<string, string>> = {}
    for (const [i, step] of LIFECYCLE.entries()) {
      const now = new Date(Date.UTC(2026, 0, 10 + i, 9, 30))
      await transitionOrder(
        t.database.db,
        {
          orderId: order.id,
          action: step.action,
          actor: actorFor(step.role, buyer),
          changes: CHANGES[step.action as keyof typeof CHANGES],
          note: `step ${i}`,
          now,
        },
        email,
      )
      const { to, stamp, from } = TRANSITIONS[step.action]
      stamped[stamp] = now.toISOString()
      const row = await orderRow(order.id)
      expect(row.status).toBe(to)
      // Its own date is the given time; earlier ones are kept, later ones are still empty.
      for (const column of STAMPS) {
        const value = row[column] === null ? null : new Date(row[column]!).toISOString()
        expect(value, `${column} after ${step.action}`).toBe(stamped[column] ?? null)
      }
      expect(new Date(row.updated_at!).toISOString()).toBe(now.toISOString())
      const last = (await history(order.id)).at(-1)!
      expect(last).toMatchObject({
        from_status: from[step.role]?.[0],
        to_status: to,
        actor_role: step.role,
        actor_user_id: actorFor(step.role, buyer).userId,
        note: `step ${i}`,
      })
      expect(new Date(last.created_at).toISOString()).toBe(now.toISOString())
    }
    const row = await orderRow(order.id)
    expect(row).toMatchObject({ shipping_price: '75.25', tracking_number: 'TRK-5150' })
    expect(await history(order.id)).toHaveLength(LIFECYCLE.length + 1)
    expect(await outbox(buyer.email)).toEqual(['order_received', ...LIFECYCLE.map((s) => s.email)])
  })

  test('a failure after the writes undoes the whole step: status, date, price, history and email', async () => {
    const { buyer, order } = await newOrder()
    const before = await snapshot(order.id, buyer)
    // The outbox row is written, then the log line after it throws: the transaction must roll back.
    const failing: EmailContext = {
      ...email,
      smtpConfigured: false,
      log: {
        ...email.log,
        info: () => {
          throw new Error('disk full')
        },
      } as unknown as FastifyBaseLogger,
    }
    await expect(run(order.id, 'quote', actorFor('staff', buyer), undefined, failing)).rejects.toThrow(
      'disk full',
    )
    expect(await snapshot(order.id, buyer)).toEqual(before)
    // Nothing stays locked: the next attempt goes through.
    await run(order.id, 'quote', actorFor('staff', buyer))
    expect((await orderRow(order.id)).status).toBe('pending_approval')
  })

  test('every refused action at every status changes nothing: 409 wrong status, 403 wrong actor, 404 not theirs', async () => {
    const stranger = await t.users.buyer()
    const { buyer, order } = await newOrder()
    for (const reached of [undefined, ...LIFECYCLE]) {
      if (reached) await run(order.id, reached.action, actorFor(reached.role, buyer))
      const status = (await orderRow(order.id)).status
      for (const action of ORDER_ACTIONS) {
        for (const role of ['customer', 'staff'] as const) {
          const decision = decide(
            { status, paymentState: 'unpaid', quoteExpired: false, claimOpen: false, goodsLeft: false },
            action,
            role,
          )
          // An order that got out of the lifecycle has nothing more to test.
          if (decision.ok) continue
          const before = await snapshot(order.id, buyer)
          const error = await run(order.id, action, actorFor(role, buyer)).catch((e: unknown) => e)
          expect(error, `${role} ${action} at ${status}`).toBeInstanceOf(AppError)
          const wrongActor = TRANSITIONS[action].from[role] === undefined
          expect((error as AppError).statusCode).toBe(wrongActor ? 403 : 409)
          if (!wrongActor) expect((error as AppError).params).toEqual({ status, action })
          expect(await snapshot(order.id, buyer)).toEqual(before)
        }
        // Another buyer never reaches this order, whatever its status.
        if (TRANSITIONS[action].from.customer) {
          const before = await snapshot(order.id, buyer)
          const error = await run(order.id, action, customerActor(asBuyer(stranger))).catch((e: unknown) => e)
          expect((error as AppError).statusCode).toBe(404)
          expect(await snapshot(order.id, buyer)).toEqual(before)
        }
      }
    }
    expect((await orderRow(order.id)).status).toBe('completed')
  })
})
