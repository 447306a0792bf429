import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { APRICOTS, analyticsScenario } from './analytics-scenario.ts'

// Wednesday 18 March 2026: the default period is 29 Dec 2025 – 18 Mar 2026, twelve ISO weeks.
const NOW = new Date('2026-03-18T12:00:00Z')
const zeros = {
  pending_shipping: 0,
  pending_approval: 0,
  processing: 0,
  shipped: 0,
  delivered: 0,
  completed: 0,
  cancelled: 0,
}

describe.each(databaseKinds())('analytics on %s', (kind) => {
  let t: TestApp
  let operator: TestUser
  let ids: { d1: number; d2: number; p1: number; p2: number; c1: number; c2: number }

  const get = (url: string, lang = 'en', user: TestUser = operator) =>
    t.app.inject({
      method: 'GET',
      url: `/api/ops/analytics/${url}`,
      headers: { ...user.auth, 'accept-language': lang },
    })

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => NOW })
    operator = await t.users.operator()
    ids = await analyticsScenario(t)
  })
  afterAll(() => t.close())

  test('reports every block of the last twelve weeks, empty weeks and months as zeros', async () => {
    const res = await get('')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ from: '2025-12-29', to: '2026-03-18', destination: null })
    const weeks = [
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]
    const filled: Record<string, Partial<typeof zeros>> = {
      '2026-01-05': { completed: 1, shipped: 1 },
      '2026-02-09': { pending_approval: 1 },
      '2026-02-16': { processing: 1 },
      '2026-03-16': { pending_shipping: 1 },
    }
    expect(body.weekly).toEqual(
      weeks.map((week) => {
        const counts = { ...zeros, ...filled[week] }
        return { week, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) }
      }),
    )
    expect(body.monthly).toEqual([
      { month: '2025-12', revenue: 0, orders: 0 },
      { month: '2026-01', revenue: 390, orders: 2 },
      { month: '2026-02', revenue: 295, orders: 2 },
      { month: '2026-03', revenue: 0, orders: 0 },
    ])
    expect(body.destinations).toEqual([
      { id: ids.d1, name: 'Armenia — Meghri', revenue: 345, orders: 2 },
      { id: ids.d2, name: 'Iran — Bandar Abbas', revenue: 340, orders: 2 },
    ])
    expect(body.funnel).toEqual([
      { stage: 'cart', buyers: 4, orders: null },
      { stage: 'requested', buyers: 3, orders: 5 },
      { stage: 'approved', buyers: 3, orders: 3 },
      { stage: 'completed', buyers: 1, orders: 1 },
    ])
    expect(body.timings).toEqual([
      { timing: 'request_to_quote', median_hours: 24, orders: 3 },
      { timing: 'approval_to_shipping', median_hours: 27, orders: 2 },
    ])
    expect(body.products).toEqual([
      { id: ids.p2, name: expect.stringMatching(/^Saffron lot \d+$/), revenue: 370, units: 7 },
      { id: ids.p1, name: expect.stringMatching(/^Saffron lot \d+$/), revenue: 200, units: 2 },
      { id: null, name: APRICOTS, revenue: 75, units: 10 },
    ])
    expect(body.categories).toEqual([
      { id: ids.c2, name: 'Nuts', revenue: 370, units: 7 },
      { id: ids.c1, name: 'Spices', revenue: 200, units: 2 },
      { id: null, name: '', revenue: 75, units: 10 },
    ])
  })

  test('narrows every block to one destination, names in the reader’s language', async () => {
    const body = (await get(`?destination=${ids.d2}`, 'ru')).json()
    expect(body.weekly.filter((w: { total: number }) => w.total > 0)).toEqual([
      { week: '2026-01-05', counts: { ...zeros, shipped: 1 }, total: 1 },
      { week: '2026-03-16', counts: { ...zeros, pending_shipping: 1 }, total: 1 },
    ])
    expect(body.monthly.map((m: { revenue: number }) => m.revenue)).toEqual([0, 130, 210, 0])
    expect(body.destinations).toEqual([
      { id: ids.d2, name: 'Иран — Бендер-Аббас', revenue: 340, orders: 2 },
      { id: ids.d1, name: 'Армения — Мегри', revenue: 0, orders: 0 },
    ])
    expect(body.funnel).toEqual([
      { stage: 'cart', buyers: null, orders: null },
      { stage: 'requested', buyers: 2, orders: 2 },
      { stage: 'approved', buyers: 1, orders: 1 },
      { stage: 'completed', buyers: 0, orders: 0 },
    ])
    expect(body.timings).toEqual([
      { timing: 'request_to_quote', median_hours: 12, orders: 1 },
      { timing: 'approval_to_shipping', median_hours: 6, orders: 1 },
    ])
    expect(body.products).toEqual([
      { id: ids.p2, name: expect.stringMatching(/^Партия шафрана \d+$/), revenue: 320, units: 6 },
    ])
  })

  test('covers the days asked for: whole ISO weeks around them, their months', async () => {
    const body = (await get('?from=2026-02-01&to=2026-02-28')).json()
    expect(body.weekly.map((w: { week: string; total: number }) => [w.week, w.total])).toEqual([
      ['2026-01-26', 0],
      ['2026-02-02', 0],
      ['2026-02-09', 1],
      ['2026-02-16', 1],
      ['2026-02-23', 0],
    ])
    expect(body.monthly).toEqual([{ month: '2026-02', revenue: 295, orders: 2 }])
    expect(body.timings[0]).toEqual({ timing: 'request_to_quote', median_hours: 48, orders: 1 })
    const empty = (await get('?from=2024-01-01&to=2024-01-31')).json()
    expect(empty.timings.map((s: { median_hours: null }) => s.median_hours)).toEqual([null, null])
    expect(empty.products).toEqual([])
  })

  test('refuses bad periods and destinations with a 400 in the reader’s language', async () => {
    const cases: Array<[string, string, object]> = [
      ['?from=2026-02-30', 'en', { from: ['Enter a date as YYYY-MM-DD.'] }],
      [
        '?from=2026-03-01&to=2026-02-01',
        'ru',
        { to: ['Период не может заканчиваться раньше, чем начинается.'] },
      ],
      ['?from=2024-01-01&to=2026-01-01', 'fa', { to: ['بازه‌ای حداکثر دوساله انتخاب کنید.'] }],
      ['?from=2020-01-01', 'hy', { to: ['Ընտրեք երկու տարուց ոչ ավելի ժամանակահատված։'] }],
      ['?destination=abc', 'en', { destination: ['Choose one of the shipping destinations.'] }],
    ]
    for (const [query, lang, errors] of cases) {
      const res = await get(query, lang)
      expect(res.statusCode, query).toBe(400)
      expect(res.json(), query).toEqual(errors)
    }
    expect((await get('export/orders/')).statusCode).toBe(400)
  })

  test('is for staff only: a buyer is refused', async () => {
    expect((await get('', 'en', await t.users.buyer())).statusCode).toBe(403)
  })

  test('exports each table as CSV, quoted and guarded against formulas', async () => {
    const res = await get('export/products/?from=2026-01-01&to=2026-03-18')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="analytics-products-2026-01-01-2026-03-18.csv"',
    )
    const [header, , , apricots, end] = res.body.split('\r\n')
    expect(header).toBe('product_id,product,revenue,units')
    expect(apricots).toBe(`,"'=HYPERLINK(""x""), dried apricots",75.00,10`)
    expect(end).toBe('')
    const weekly = await get(`export/weekly/?from=2026-01-05&to=2026-01-11&destination=${ids.d1}`)
    expect(weekly.body).toBe(
      'week,pending_shipping,pending_approval,processing,shipped,delivered,completed,cancelled,total\r\n2026-01-05,0,0,0,0,0,1,0,1\r\n',
    )
    const funnel = await get(`export/funnel/?destination=${ids.d1}`)
    expect(funnel.body.split('\r\n').slice(0, 2)).toEqual(['stage,buyers,orders', 'cart,,'])
  })

  // Last: it cancels an order of the scenario.
  test('an approved order cancelled since is no sale: its revenue leaves the month it was approved in', async () => {
    const january = async () =>
      (await get('?from=2026-01-01&to=2026-01-31')).json().monthly[0] as { revenue: number; orders: number }
    const before = await january()
    // O7, approved on 2 January: 2 × 60.00 and 10.00 of shipping.
    await t.database.db.execute(sql`update orders set status = 'cancelled', cancelled_at = now(),
      cancelled_by = 'staff' where approved_at = '2026-01-02T10:00:00Z'`)
    expect(await january()).toEqual({ ...before, revenue: before.revenue - 130, orders: before.orders - 1 })
  })
})
