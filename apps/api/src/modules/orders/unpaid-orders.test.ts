import os from 'node:os'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { captureLogs } from '../../testing/log-capture.ts'
import {
  createTradingShop,
  type FixtureProduct,
  placeOrder,
  variationStock,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { type EmailContext, emailContext } from '../email/enqueue-email.ts'
import { pgBlobStore } from '../files/pg-blob-store.ts'
import { startPruning } from '../maintenance/pruning.ts'
import { sweepUnpaidOrders } from './unpaid-orders.ts'

// The payment deadline (docs/decisions/041-ways-out-of-an-order.md), 14 days, on a clock the test
// moves: orders approved on 1 March 2026 at 10:00 UTC are warned from 12 March 10:00, cancelled
// from 15 March 10:00.
const APPROVED = '2026-03-01T10:00:00Z'
const DAYS = 14
const at = (days: number, minutes = 1) =>
  new Date(Date.parse(APPROVED) + days * 86_400_000 + minutes * 60_000)

describe.each(databaseKinds())('the payment deadline of approved orders on %s', (kind) => {
  let t: TestApp
  let now: Date
  let email: EmailContext
  let product: FixtureProduct
  let destination: number
  let staff: TestUser

  const send = injectAs(() => t)
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query)
  const stock = () => variationStock(t.database.db, product.variationIds[0]!)
  const sweep = (when: Date) => sweepUnpaidOrders(t.database.db, { now: when, days: DAYS, email })
  const templates = async (buyer: TestUser) =>
    (
      await rows<{ template: string }>(
        sql`select template from email_outbox where to_address = ${buyer.email} order by id`,
      )
    ).map((r) => r.template)
  /** A buyer's order of 3 units, quoted and approved on 1 March. */
  const approvedOrder = async (lang = 'en') => {
    const buyer = await t.users.buyer()
    const placed = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 3,
      destinationId: destination,
      lang,
    })
    now = new Date(APPROVED)
    await send('POST', `/ops/orders/${placed.id}/quote/`, staff, { shipping_price: 20 })
    const approved = await send('POST', `/customer/approve-shipping-cost/${placed.id}/`, buyer)
    expect(approved.json().status).toBe('processing')
    return { buyer, id: placed.id }
  }
  const statusOf = async (id: number) =>
    (await rows<{ status: string }>(sql`select status from orders where id = ${id}`))[0]!.status

  beforeAll(async () => {
    // Before the real date, so that the test users' tokens stay valid as the clock moves.
    now = new Date(APPROVED)
    t = await buildTestApp(kind, { clock: () => now })
    email = emailContext(testConfig(), t.app.log)
    ;({ product, destination, staff } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test('an unpaid order is warned once, three days before, then cancelled by the system with its stock back', async () => {
    const before = await stock()
    const unpaid = await approvedOrder('ru')
    const partly = await approvedOrder()
    await send('POST', `/ops/orders/${partly.id}/payments/`, staff, { amount: 10, received_on: '2026-03-02' })
    const waiting = await approvedOrder()
    await t.database.db.execute(sql`update orders set payment_state = 'proof_sent' where id = ${waiting.id}`)
    expect(await stock()).toBe(before - 9)

    expect(await sweep(at(10))).toEqual({ warned: 0, cancelled: 0 })
    expect(await sweep(at(11))).toEqual({ warned: 1, cancelled: 0 })
    const [warning] = await rows<{ template: string; subject: string; text: string }>(
      sql`select template, subject, text from email_outbox where to_address = ${unpaid.buyer.email}
        and template = 'order_unpaid'`,
    )
    expect(warning!.subject).toContain('оплата до 15 марта 2026 г.')
    expect(warning!.text).toContain('Ameriabank')
    // Exactly once, however often the sweep runs before the deadline.
    expect(await sweep(at(12))).toEqual({ warned: 0, cancelled: 0 })
    expect(await sweep(at(13, 59))).toEqual({ warned: 0, cancelled: 0 })
    expect((await templates(unpaid.buyer)).filter((name) => name === 'order_unpaid')).toHaveLength(1)

    expect(await sweep(at(14, -1))).toEqual({ warned: 0, cancelled: 0 })
    expect(await sweep(at(14))).toEqual({ warned: 0, cancelled: 1 })
    const seen = (await send('GET', `/orders/${unpaid.id}/`, unpaid.buyer)).json()
    expect(seen).toMatchObject({
      status: 'cancelled',
      cancelled_at: '2026-03-15T10:01:00+00:00',
      cancellation: { by: 'system', reason: null, declined: false },
    })
    const [history] = await rows<{ actor_role: string; actor_user_id: number | null }>(
      sql`select actor_role, actor_user_id from order_history where order_id = ${unpaid.id} and to_status = 'cancelled'`,
    )
    expect(history).toEqual({ actor_role: 'system', actor_user_id: null })
    expect(await stock()).toBe(before - 6)
    expect((await templates(unpaid.buyer)).at(-1)).toBe('order_cancelled')
    // Money received or a confirmation waiting: the operators decide, not the schedule.
    expect(await statusOf(partly.id)).toBe('processing')
    expect(await statusOf(waiting.id)).toBe('processing')
    expect(await templates(partly.buyer)).not.toContain('order_unpaid')
    expect(await sweep(at(30))).toEqual({ warned: 0, cancelled: 0 })
  })

  test('two sweeps at once cancel each order once and give its stock back once', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, () => approvedOrder()))
    const before = await stock()
    const [first, second] = await Promise.all([sweep(at(15)), sweep(at(15))])
    expect(first.cancelled + second.cancelled).toBe(5)
    expect(await stock()).toBe(before + 15)
    const [cancellations] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_history where to_status = 'cancelled'
        and order_id in (${sql.join(
          orders.map((o) => sql`${o.id}`),
          sql`, `,
        )})`,
    )
    expect(cancellations!.n).toBe(5)
  })

  test('the hourly maintenance runs the sweep on its own clock', async () => {
    const { id } = await approvedOrder()
    const logs = captureLogs()
    const dir = path.join(os.tmpdir(), `caravanserai-unpaid-${process.pid}`)
    const maintenance = startPruning({
      db: t.database.db,
      files: { blobs: pgBlobStore(t.database.db), cacheDir: path.join(dir, 'media'), quotaBytes: 1 },
      clock: () => at(20),
      log: logs.logger,
      digests: { hour: 7, email },
      unpaidOrders: { days: DAYS, email },
      shipmentNotices: { email },
      claimWindowDays: 14,
      firstRunAfterMs: 0,
    })
    await expect.poll(() => statusOf(id), { timeout: 10_000 }).toBe('cancelled')
    await maintenance.stop()
    expect(logs.lines.some((line) => line.includes('unpaid orders warned or cancelled'))).toBe(true)
  })
})
