import type { ShipmentAnalytics } from '@caravanserai/contracts/ops-shipments'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createShipmentShop, processingOrder, type ShipmentShop } from '../../testing/shipment-fixture.ts'
import { createFixtureDestination } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { median } from './shipment-analytics.ts'

test('the median is the middle value, or the mean of the two middle ones', () => {
  expect(median([])).toBeNull()
  expect(median([9, 1, 6])).toBe(6)
  expect(median([2, 1])).toBe(1.5)
})

// Three shipments delivered in March 2026 on a route of 3 (border) + 2 (customs) + 1 (delivery)
// days, and one still under way.
describe.each(databaseKinds())('the routes’ analytics on %s', (kind) => {
  let t: TestApp
  let shop: ShipmentShop
  let bare: number
  const send = injectAs(() => t)
  const report = async (query: string, lang = 'en') => {
    const res = await send('GET', `/ops/analytics/shipments/?${query}`, shop.staff, undefined, {
      'accept-language': lang,
    })
    expect(res.statusCode).toBe(200)
    return res.json() as ShipmentAnalytics
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => new Date('2026-03-20T10:00:00Z') })
    shop = await createShipmentShop(t)
    bare = await createFixtureDestination(t.database.db)
    const journey = async (dispatched: string, events: [string, string][]) => {
      const order = await processingOrder(t, shop, await t.users.buyer())
      const res = await send('POST', `/ops/orders/${order.id}/shipments/`, shop.staff, {
        tracking_number: `A-${dispatched}`,
        dispatched_on: dispatched,
      })
      for (const [kind, day] of events)
        await send('POST', `/ops/shipments/${res.json().id}/milestones/`, shop.staff, {
          kind,
          occurred_on: day,
          ...(kind === 'border_crossed' ? { place: 'Agarak–Nurduz' } : {}),
        })
    }
    // On time, every leg recorded: 2, 3 and 1 days.
    await journey('2026-03-01', [
      ['border_crossed', '2026-03-03'],
      ['customs_cleared', '2026-03-06'],
      ['delivered', '2026-03-07'],
    ])
    // Three days late; customs never recorded: only the border leg counts (4 days).
    await journey('2026-03-01', [
      ['border_crossed', '2026-03-05'],
      ['delivered', '2026-03-10'],
    ])
    // On time; the crossing never recorded: only the delivery leg counts (2 days).
    await journey('2026-03-02', [
      ['customs_cleared', '2026-03-06'],
      ['delivered', '2026-03-08'],
    ])
    await journey('2026-03-15', [['border_crossed', '2026-03-16']])
  })
  afterAll(() => t.close())

  test('counts deliveries on time and the median days door to door and of each leg', async () => {
    const march = await report('from=2026-03-01&to=2026-03-31', 'ru')
    expect(march).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      routes: [
        {
          destination: { id: shop.destination, name: 'Армения — Мегри' },
          delivered: 3,
          on_time: 2,
          on_time_rate: 2 / 3,
          median_days: 6,
          typical_days: 6,
          legs: [
            { position: 0, name: 'Тегеран → граница Мегри', typical_days: 3, shipments: 2, median_days: 3 },
            { position: 1, name: 'Таможня в Ереване', typical_days: 2, shipments: 1, median_days: 3 },
            { position: 2, name: 'Delivery', typical_days: 1, shipments: 2, median_days: 1.5 },
          ],
        },
      ],
    })
  })

  test('reads only the period’s deliveries and the destination asked for', async () => {
    const early = await report('from=2026-03-01&to=2026-03-07')
    expect(early.routes[0]).toMatchObject({ delivered: 1, on_time: 1, on_time_rate: 1, median_days: 6 })
    expect(early.routes[0]!.legs.map((leg) => leg.median_days)).toEqual([2, 3, 1])
    const none = await report('from=2026-02-01&to=2026-02-28')
    expect(none.routes[0]).toMatchObject({ delivered: 0, on_time: 0, on_time_rate: null, median_days: null })
    expect(none.routes[0]!.legs.map((leg) => leg.shipments)).toEqual([0, 0, 0])
    expect((await report(`from=2026-03-01&to=2026-03-31&destination=${bare}`)).routes).toEqual([])
  })

  test('buyers get 403', async () => {
    expect((await send('GET', '/ops/analytics/shipments/', await t.users.buyer())).statusCode).toBe(403)
  })
})
