import type { OpsDestination } from '@caravanserai/contracts/ops-destinations'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs, type Method } from '../../testing/inject-as.ts'
import {
  createFixtureDestination,
  createFixtureProduct,
  createFixtureSeller,
  placeOrder,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const BORDER = {
  names: {
    en: 'Tehran → Nurduz/Meghri border',
    ru: 'Тегеран → граница Нурдуз/Мегри',
    hy: 'Թեհրան → Նուրդուզ/Մեղրի սահման',
    fa: 'تهران ← مرز نوردوز/مغری',
  },
  days: 3,
  ends_with: 'border_crossed',
}
const YEREVAN = { names: { en: 'Border → Yerevan', fa: 'مرز ← ایروان' }, days: 2 }
const CUSTOMS = { names: { en: 'Customs clearance' }, days: 4, ends_with: 'customs_cleared' }

describe.each(databaseKinds())('the legs of a destination’s route on %s', (kind) => {
  let t: TestApp
  let staff: TestUser

  const inject = injectAs(() => t)
  const send = (method: Method, url: string, payload?: object, lang = 'en') =>
    inject(method, url, staff, payload, { 'accept-language': lang })
  const opsOne = async (id: number): Promise<OpsDestination> =>
    (await send('GET', '/ops/destinations/')).json().find((d: OpsDestination) => d.id === id)
  const publicOne = async (id: number, lang = 'en') =>
    (await t.app.inject({ url: '/api/destinations/', headers: { 'accept-language': lang } }))
      .json()
      .find((d: { id: number }) => d.id === id)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    staff = await t.users.staff()
    await createFixtureSeller(t.database.db)
  })
  afterAll(() => t.close())

  test('an operator sets, reorders and clears a route; buyers read it in their language', async () => {
    const id = await createFixtureDestination(t.database.db)
    expect(await publicOne(id)).toMatchObject({ legs: [], lead_days: null })

    const put = await send('PUT', `/ops/destinations/${id}/legs/`, { legs: [BORDER, YEREVAN, CUSTOMS] })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toMatchObject({ id, lead_days: 9 })
    expect(put.json().legs[1]).toEqual({
      names: { en: 'Border → Yerevan', fa: 'مرز ← ایروان' },
      days: 2,
      ends_with: null,
    })
    expect(put.json().legs.map((leg: { ends_with: string | null }) => leg.ends_with)).toEqual([
      'border_crossed',
      null,
      'customs_cleared',
    ])
    expect(await publicOne(id, 'fa')).toMatchObject({
      lead_days: 9,
      legs: [
        { name: 'تهران ← مرز نوردوز/مغری', days: 3 },
        { name: 'مرز ← ایروان', days: 2 },
        // No Persian name of its own: the English one.
        { name: 'Customs clearance', days: 4 },
      ],
    })

    await send('PUT', `/ops/destinations/${id}/legs/`, { legs: [CUSTOMS, BORDER] })
    expect((await opsOne(id)).legs.map((l) => l.names.en)).toEqual([
      'Customs clearance',
      'Tehran → Nurduz/Meghri border',
    ])
    expect((await publicOne(id, 'ru')).lead_days).toBe(7)

    await send('PUT', `/ops/destinations/${id}/legs/`, { legs: [] })
    expect(await publicOne(id)).toMatchObject({ legs: [], lead_days: null })

    const trail = await queryRows<{ action: string; changes: Record<string, unknown> }>(
      t.database.db,
      sql`select action, changes from audit_events where object_type = 'destination' and object_id = ${id} order by id`,
    )
    expect(trail.map((e) => e.action)).toEqual([
      'destination.update',
      'destination.update',
      'destination.update',
    ])
    expect(trail[0]!.changes).toMatchObject({ 'legs.0': { before: null, after: { days: 3 } } })
    expect(trail[1]!.changes).toMatchObject({
      'legs.0.names.en': { before: 'Tehran → Nurduz/Meghri border', after: 'Customs clearance' },
    })
  })

  test('a bad route is refused with 400 in the operator’s language and changes nothing', async () => {
    const id = await createFixtureDestination(t.database.db)
    await send('PUT', `/ops/destinations/${id}/legs/`, { legs: [BORDER] })

    const tooLong = await send(
      'PUT',
      `/ops/destinations/${id}/legs/`,
      { legs: [{ ...YEREVAN, days: 91 }] },
      'ru',
    )
    expect(tooLong.statusCode).toBe(400)
    expect(Object.keys(tooLong.json())).toEqual(['legs.0.days'])
    expect(tooLong.json()['legs.0.days'][0]).toMatch(/[А-Яа-я]/)

    const bad = await send(
      'PUT',
      `/ops/destinations/${id}/legs/`,
      {
        legs: [
          BORDER,
          { names: { en: ' ' }, days: 1.5 },
          { ...CUSTOMS, days: -1 },
          { ...YEREVAN, ends_with: 'delayed' },
        ],
      },
      'fa',
    )
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json()).sort()).toEqual([
      'legs.1.days',
      'legs.1.names.en',
      'legs.2.days',
      'legs.3.ends_with',
    ])
    expect(bad.json()['legs.1.names.en'][0]).toMatch(/[\u0600-\u06FF]/)

    expect((await opsOne(id)).legs).toEqual([BORDER])
    expect((await send('PUT', '/ops/destinations/2000000000/legs/', { legs: [] })).statusCode).toBe(404)
    const buyer = await t.users.buyer()
    expect((await inject('PUT', `/ops/destinations/${id}/legs/`, buyer, { legs: [] })).statusCode).toBe(403)
  })

  test('a quote records the route’s days; the order shows the estimated arrival until quoted again', async () => {
    const id = await createFixtureDestination(t.database.db)
    const bare = await createFixtureDestination(t.database.db)
    await send('PUT', `/ops/destinations/${id}/legs/`, { legs: [BORDER, YEREVAN] })
    const product = await createFixtureProduct(t.database.db, [{ price: '10.00', stock: 100 }])
    const buyer = await t.users.buyer()
    const variationId = product.variationIds[0]!
    const order = await placeOrder(t.app, buyer, { variationId, quantity: 1, destinationId: id })
    const elsewhere = await placeOrder(t.app, buyer, { variationId, quantity: 1, destinationId: bare })
    const asBuyer = async (orderId: number) => (await inject('GET', `/orders/${orderId}/`, buyer)).json()
    const plus = (iso: string, days: number) =>
      new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10)

    expect((await asBuyer(order.id)).estimated_arrival).toBeNull()
    await send('POST', `/ops/orders/${order.id}/quote/`, { shipping_price: 40 })
    await send('POST', `/ops/orders/${elsewhere.id}/quote/`, { shipping_price: 40 })
    const quoted = await asBuyer(order.id)
    expect(quoted.estimated_arrival).toBe(plus(quoted.quoted_at, 5))
    expect((await send('GET', `/ops/orders/${order.id}/`)).json().estimated_arrival).toBe(
      quoted.estimated_arrival,
    )
    // A destination without legs makes no estimate.
    expect((await asBuyer(elsewhere.id)).estimated_arrival).toBeNull()

    // A later change of the route leaves the quote as it was, until the order is quoted again.
    await send('PUT', `/ops/destinations/${id}/legs/`, { legs: [BORDER, YEREVAN, CUSTOMS] })
    expect((await asBuyer(order.id)).estimated_arrival).toBe(quoted.estimated_arrival)
    await send('POST', `/ops/orders/${order.id}/requote/`, { shipping_price: 45 })
    const requoted = await asBuyer(order.id)
    expect(requoted.estimated_arrival).toBe(plus(requoted.quoted_at, 9))
  })
})
