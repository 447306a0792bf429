import type { Order } from '@caravanserai/contracts/orders'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createShipmentShop, processingOrder, type ShipmentShop } from '../../testing/shipment-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { type EmailContext, emailContext } from '../email/enqueue-email.ts'
import { sendShipmentNotices } from './shipment-notices.ts'

const at = (iso: string) => new Date(iso)

// The buyer's shipment emails (docs/decisions/060-shipment-milestones.md): the day's news at most
// once a day per order, and a late shipment told once.
describe.each(databaseKinds())('the buyer’s shipment emails on %s', (kind) => {
  let t: TestApp
  let shop: ShipmentShop
  let email: EmailContext
  let now = at('2026-03-01T09:00:00Z')
  const send = injectAs(() => t)
  const run = (when: string) => sendShipmentNotices(t.database.db, { now: at(when), email })
  const mails = (buyer: TestUser) =>
    queryRows<{ template: string; subject: string; text: string }>(
      t.database.db,
      sql`select template, subject, text from email_outbox where to_address = ${buyer.email}
        and template like 'shipment_%' order by id`,
    )
  const record = (shipment: number, body: object) =>
    send('POST', `/ops/shipments/${shipment}/milestones/`, shop.staff, body)

  let buyer: TestUser
  let order: Order
  let first: number
  let second: number

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    email = emailContext(testConfig(), t.app.log)
    shop = await createShipmentShop(t)
    buyer = await t.users.buyer()
    order = await processingOrder(t, shop, buyer)
    const ship = (body: object) => send('POST', `/ops/orders/${order.id}/shipments/`, shop.staff, body)
    first = (
      await ship({
        tracking_number: 'NEWS-1',
        lines: [{ order_item_id: order.order_items[0]!.id, quantity: 2 }],
      })
    ).json().id
    second = (await ship({ tracking_number: 'NEWS-2' })).json().id
  })
  afterAll(() => t.close())

  test('the day’s news goes at once, then not again for 24 hours, then with all that waited', async () => {
    // The last shipment's departure was told by the order's shipped email; the first's waits.
    expect(await run('2026-03-01T10:00:00Z')).toEqual({ news: 1, late: 0 })
    const [news] = await mails(buyer)
    expect(news!.template).toBe('shipment_news')
    expect(news!.subject).toContain(order.order_number)
    expect(news!.text).toContain('Shipment 1, tracking number NEWS-1')
    expect(news!.text).not.toContain('NEWS-2')
    expect(news!.text).toContain('Expected to arrive on 7 March 2026')

    now = at('2026-03-02T08:00:00Z')
    await record(first, { kind: 'border_crossed', occurred_on: '2026-03-02', place: 'Agarak–Nurduz' })
    await record(second, {
      kind: 'delayed',
      occurred_on: '2026-03-02',
      note: 'Snow on the pass',
      delay_days: 2,
    })
    expect(await run('2026-03-02T09:59:00Z')).toEqual({ news: 0, late: 0 })
    expect(await run('2026-03-02T10:00:00Z')).toEqual({ news: 1, late: 0 })
    const latest = (await mails(buyer)).at(-1)!
    expect(latest.text).toContain('2 March 2026: crossed the border at Agarak–Nurduz')
    expect(latest.text).toContain('Shipment 2, tracking number NEWS-2')
    expect(latest.text).toContain('2 March 2026: delayed by 2 days')
    expect(latest.text).toContain('Snow on the pass')
    expect(latest.text).toContain('Expected to arrive on 9 March 2026')
    expect(await run('2026-03-03T11:00:00Z')).toEqual({ news: 0, late: 0 })
    expect(await mails(buyer)).toHaveLength(2)
  })

  test('of instances running at once, one sends the news', async () => {
    now = at('2026-03-04T08:00:00Z')
    await record(first, { kind: 'customs_cleared', occurred_on: '2026-03-04' })
    const runs = await Promise.all([run('2026-03-04T10:00:00Z'), run('2026-03-04T10:00:00Z')])
    expect(runs.reduce((sum, r) => sum + r.news, 0)).toBe(1)
    const [waiting] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from shipment_milestones where emailed_at is null`,
    )
    expect(waiting!.n).toBe(0)
  })

  test('a shipment past its estimate is told late once', async () => {
    // The first is due on 5 March (customs cleared on the 4th), the second on the 9th (delayed).
    expect(await run('2026-03-05T10:00:00Z')).toEqual({ news: 0, late: 0 })
    expect(await run('2026-03-06T10:00:00Z')).toEqual({ news: 0, late: 1 })
    const late = (await mails(buyer)).at(-1)!
    expect(late.template).toBe('shipment_late')
    expect(late.subject).toBe(`Shipment 1 of order ${order.order_number} is running late`)
    expect(late.text).toContain('expected by 5 March 2026')
    expect(await run('2026-03-09T10:00:00Z')).toEqual({ news: 0, late: 0 })
    expect(await run('2026-03-10T10:00:00Z')).toEqual({ news: 0, late: 1 })
    expect(await run('2026-03-20T10:00:00Z')).toEqual({ news: 0, late: 0 })
    expect((await mails(buyer)).filter((m) => m.template === 'shipment_late')).toHaveLength(2)
  })
})
