import type { OpsShipmentList } from '@caravanserai/contracts/ops-shipments'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createShipmentShop, processingOrder, type ShipmentShop } from '../../testing/shipment-fixture.ts'
import { createFixtureDestination } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

// The console's shipments on 20 March 2026, on a route of 6 days (and one destination without).
describe.each(databaseKinds())('the shipments view on %s', (kind) => {
  let t: TestApp
  let shop: ShipmentShop
  let bare: number
  const orders: Record<string, string> = {}
  const send = injectAs(() => t)
  const list = async (query: string) => {
    const res = await send('GET', `/ops/shipments/?${query}`, shop.staff)
    expect(res.statusCode).toBe(200)
    return res.json() as OpsShipmentList
  }
  const trackings = (page: OpsShipmentList) => page.results.map((r) => r.tracking_number)

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => new Date('2026-03-20T10:00:00Z') })
    shop = await createShipmentShop(t)
    bare = await createFixtureDestination(t.database.db)
    const shipment = async (tracking: string, dispatched: string, destination = shop.destination) => {
      const order = await processingOrder(t, shop, await t.users.buyer(), { destination })
      orders[tracking] = order.order_number
      const res = await send('POST', `/ops/orders/${order.id}/shipments/`, shop.staff, {
        tracking_number: tracking,
        dispatched_on: dispatched,
      })
      return res.json().id as number
    }
    await shipment('LATE-1', '2026-03-10')
    await shipment('SOON-2', '2026-03-18')
    const delivered = await shipment('DONE-3', '2026-03-01')
    await send('POST', `/ops/shipments/${delivered}/milestones/`, shop.staff, {
      kind: 'delivered',
      occurred_on: '2026-03-06',
    })
    await shipment('BARE-4', '2026-03-15', bare)
    const delayed = await shipment('SLOW-5', '2026-03-20')
    await send('POST', `/ops/shipments/${delayed}/milestones/`, shop.staff, {
      kind: 'delayed',
      occurred_on: '2026-03-20',
      note: 'Road closed at Upper Lars',
      delay_days: 10,
    })
  })
  afterAll(() => t.close())

  test('each view holds its shipments, in the order it reads, with its counts', async () => {
    const transit = await list('view=in_transit')
    expect(trackings(transit)).toEqual(['LATE-1', 'SOON-2', 'SLOW-5', 'BARE-4'])
    expect(transit.counts).toEqual({ in_transit: 4, late: 1, arriving_this_week: 1, delivered: 1 })
    expect(transit.count).toBe(4)
    expect(trackings(await list('view=late'))).toEqual(['LATE-1'])
    expect(trackings(await list('view=arriving_this_week'))).toEqual(['SOON-2'])
    expect(trackings(await list('view=delivered'))).toEqual(['DONE-3'])
    expect(trackings(await list(''))).toEqual(trackings(transit))
  })

  test('a row says where the shipment is, what it waits for and whether it is late', async () => {
    const [late] = (await list('view=late')).results
    expect(late).toMatchObject({
      number: 1,
      order: { order_number: orders['LATE-1'] },
      buyer: expect.stringMatching(/^Test User/),
      destination: { id: shop.destination, name: 'Armenia — Meghri' },
      dispatched_on: '2026-03-10',
      last_milestone: { kind: 'dispatched', occurred_on: '2026-03-10', place: null },
      planned_arrival: '2026-03-16',
      estimated_arrival: '2026-03-16',
      delivered_on: null,
      late: true,
    })
    const [slow] = (await list('search=SLOW')).results
    expect(slow).toMatchObject({
      last_milestone: { kind: 'delayed', occurred_on: '2026-03-20' },
      planned_arrival: '2026-03-26',
      estimated_arrival: '2026-04-05',
      late: false,
    })
    const [bareRow] = (await list('search=BARE')).results
    expect(bareRow).toMatchObject({ planned_arrival: null, estimated_arrival: null, late: false })
  })

  test('filters by destination (counts too) and searches by tracking or order number (counts not)', async () => {
    const there = await list(`view=in_transit&destination=${bare}`)
    expect(trackings(there)).toEqual(['BARE-4'])
    expect(there.counts).toEqual({ in_transit: 1, late: 0, arriving_this_week: 0, delivered: 0 })
    const byOrder = await list(`search=${orders['SOON-2']}`)
    expect(trackings(byOrder)).toEqual(['SOON-2'])
    expect(byOrder.counts.in_transit).toBe(4)
    expect(trackings(await list('search=soon'))).toEqual(['SOON-2'])
    const paged = await list('view=in_transit&page_size=2&page=2')
    expect(paged.count).toBe(4)
    expect(trackings(paged)).toEqual(['SLOW-5', 'BARE-4'])
  })

  test('a bad view is refused in the operator’s language; buyers get 403', async () => {
    const bad = await send('GET', '/ops/shipments/?view=lost', shop.staff, undefined, {
      'accept-language': 'ru',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().view[0]).toMatch(/[А-Яа-я]/)
    expect((await send('GET', '/ops/shipments/', await t.users.buyer())).statusCode).toBe(403)
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shipments`)
    expect(row!.n).toBe(5)
  })
})
