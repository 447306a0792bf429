import type { Shipment } from '@caravanserai/contracts/shipments'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createShipmentShop, processingOrder, type ShipmentShop } from '../../testing/shipment-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

// Milestones on a shipment dispatched on 1 March 2026 on a route of 3 + 2 + 1 days.
describe.each(databaseKinds())('milestones of a shipment on %s', (kind) => {
  let t: TestApp
  let shop: ShipmentShop
  let now = new Date('2026-03-01T09:00:00Z')
  const send = injectAs(() => t)
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query)
  const record = (shipment: number, body: object, lang = 'en') =>
    send('POST', `/ops/shipments/${shipment}/milestones/`, shop.staff, body, { 'accept-language': lang })

  /** A buyer's order sent whole on 1 March, and its shipment. */
  const dispatched = async (buyer: TestUser) => {
    now = new Date('2026-03-01T09:00:00Z')
    const order = await processingOrder(t, shop, buyer)
    const res = await send('POST', `/ops/orders/${order.id}/shipments/`, shop.staff, {
      tracking_number: 'TRK',
    })
    return { order, shipment: res.json() as Shipment }
  }
  const buyerView = async (buyer: TestUser, orderId: number, lang = 'en') =>
    (await send('GET', `/orders/${orderId}/`, buyer, undefined, { 'accept-language': lang })).json()
      .shipments[0] as Shipment

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    shop = await createShipmentShop(t)
  })
  afterAll(() => t.close())

  test('each milestone moves the estimate and completes its leg; the buyer reads legs in their language', async () => {
    const buyer = await t.users.buyer()
    const { order, shipment } = await dispatched(buyer)
    expect(shipment).toMatchObject({ planned_arrival: '2026-03-07', estimated_arrival: '2026-03-07' })
    now = new Date('2026-03-06T12:00:00Z')
    const crossed = await record(shipment.id, {
      kind: 'border_crossed',
      occurred_on: '2026-03-05',
      place: 'Agarak–Nurduz',
    })
    expect(crossed.statusCode).toBe(201)
    expect(crossed.json()).toMatchObject({ planned_arrival: '2026-03-07', estimated_arrival: '2026-03-08' })
    const seen = await buyerView(buyer, order.id, 'ru')
    expect(seen.legs).toEqual([
      { name: 'Тегеран → граница Мегри', days: 3, ends_with: 'border_crossed', completed_on: '2026-03-05' },
      { name: 'Таможня в Ереване', days: 2, ends_with: 'customs_cleared', completed_on: null },
      { name: 'Delivery', days: 1, ends_with: 'delivered', completed_on: null },
    ])
    expect(seen.milestones.map((m) => [m.kind, m.place])).toEqual([
      ['dispatched', null],
      ['border_crossed', 'Agarak–Nurduz'],
    ])
    const delayed = await record(shipment.id, {
      kind: 'delayed',
      occurred_on: '2026-03-06',
      note: 'Queue of trucks at customs',
      delay_days: 3,
    })
    expect(delayed.json()).toMatchObject({ estimated_arrival: '2026-03-11', late: false })
    const cleared = await record(shipment.id, { kind: 'customs_cleared', occurred_on: '2026-03-06' })
    expect(cleared.json()).toMatchObject({ estimated_arrival: '2026-03-07' })
    now = new Date('2026-03-08T08:00:00Z')
    expect(await buyerView(buyer, order.id)).toMatchObject({ late: true, delivered_on: null })
    const delivered = await record(shipment.id, { kind: 'delivered', occurred_on: '2026-03-08' })
    expect(delivered.json()).toMatchObject({
      estimated_arrival: '2026-03-08',
      delivered_on: '2026-03-08',
      late: false,
    })
    const [stored] = await rows<{ estimated: string; delivered: string }>(
      sql`select estimated_arrival::text as estimated, delivered_on::text as delivered from shipments
        where id = ${shipment.id}`,
    )
    expect(stored).toEqual({ estimated: '2026-03-08', delivered: '2026-03-08' })
  })

  test('out of order answers 409, bad input 422 or 400 in the operator’s language, and nothing is written', async () => {
    const { shipment } = await dispatched(await t.users.buyer())
    now = new Date('2026-03-05T09:00:00Z')
    await record(shipment.id, { kind: 'customs_cleared', occurred_on: '2026-03-04' })
    const count = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from shipment_milestones where shipment_id = ${shipment.id}`,
        )
      )[0]!.n
    const before = await count()
    const earlier = await record(
      shipment.id,
      { kind: 'delayed', occurred_on: '2026-03-03', note: 'x', delay_days: 1 },
      'hy',
    )
    expect(earlier.statusCode).toBe(409)
    expect(earlier.json()).toMatchObject({ code: 'shipments.outOfOrder' })
    expect(earlier.json().detail).toMatch(/[\u0530-\u058F]/)
    const backwards = await record(shipment.id, {
      kind: 'border_crossed',
      occurred_on: '2026-03-05',
      place: 'Bagratashen',
    })
    expect(backwards.statusCode).toBe(409)
    const future = await record(shipment.id, { kind: 'out_for_delivery', occurred_on: '2026-03-06' }, 'ru')
    expect(future.statusCode).toBe(422)
    expect(future.json().occurred_on[0]).toBe('Этот день ещё не наступил.')
    const noPlace = await record(shipment.id, { kind: 'border_crossed', occurred_on: '2026-03-05' }, 'fa')
    expect(noPlace.statusCode).toBe(400)
    expect(noPlace.json().place[0]).toMatch(/[\u0600-\u06FF]/)
    const noReason = await record(shipment.id, { kind: 'delayed', occurred_on: '2026-03-05', delay_days: 2 })
    expect(Object.keys(noReason.json())).toEqual(['note'])
    const daysOnCustoms = await record(shipment.id, {
      kind: 'out_for_delivery',
      occurred_on: '2026-03-05',
      delay_days: 2,
    })
    expect(Object.keys(daysOnCustoms.json())).toEqual(['delay_days'])
    for (const day of ['2026-02-30', '2026-02-29', '2026-04-31']) {
      const unreal = await record(shipment.id, { kind: 'customs_cleared', occurred_on: day }, 'hy')
      expect(unreal.statusCode).toBe(400)
      expect(unreal.json().occurred_on[0]).toMatch(/[\u0530-\u058F]/)
    }
    const dispatchAgain = await record(shipment.id, { kind: 'dispatched', occurred_on: '2026-03-05' })
    expect(dispatchAgain.statusCode).toBe(400)
    expect(await count()).toBe(before)
    await record(shipment.id, { kind: 'delivered', occurred_on: '2026-03-05' })
    const after = await record(shipment.id, {
      kind: 'delayed',
      occurred_on: '2026-03-05',
      note: 'late',
      delay_days: 1,
    })
    expect(after.statusCode).toBe(409)
    expect((await record(2_000_000_000, { kind: 'delivered', occurred_on: '2026-03-05' })).statusCode).toBe(
      404,
    )
  })

  test('buyers may not record milestones', async () => {
    const buyer = await t.users.buyer()
    const { shipment } = await dispatched(buyer)
    const res = await send('POST', `/ops/shipments/${shipment.id}/milestones/`, buyer, {
      kind: 'delivered',
      occurred_on: '2026-03-01',
    })
    expect(res.statusCode).toBe(403)
  })

  test('a route changed under a shipment moves its estimate but not its plan', async () => {
    const buyer = await t.users.buyer()
    const destination = (
      await rows<{ id: number }>(sql`insert into destinations default values returning id`)
    )[0]!.id
    await send('PUT', `/ops/destinations/${destination}/legs/`, shop.staff, {
      legs: [{ names: { en: 'All the way' }, days: 4 }],
    })
    now = new Date('2026-03-01T09:00:00Z')
    const order = await processingOrder(t, shop, buyer, { destination })
    const res = await send('POST', `/ops/orders/${order.id}/shipments/`, shop.staff, { tracking_number: 'R' })
    expect(res.json()).toMatchObject({ planned_arrival: '2026-03-05', estimated_arrival: '2026-03-05' })
    await send('PUT', `/ops/destinations/${destination}/legs/`, shop.staff, {
      legs: [{ names: { en: 'All the way' }, days: 9 }],
    })
    const [row] = await rows<{ planned: string; estimated: string }>(
      sql`select planned_arrival::text as planned, estimated_arrival::text as estimated from shipments
        where id = ${res.json().id}`,
    )
    expect(row).toEqual({ planned: '2026-03-05', estimated: '2026-03-10' })
  })
})
