import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { seedDemo } from '../../db/seed/seed-demo.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { FIXTURE_CATALOGUE } from '../../testing/catalog-fixture.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { firstCompanyOf } from '../companies/company-queries.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const year = new Date().getUTCFullYear()
/** The UTC day `days` from today. */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

const PROFILE = {
  name: 'Golestan Saffron Co.',
  translations: {
    en: { city: 'Mashhad', province: 'Razavi Khorasan', about: 'Saffron from our own fields since 2004.' },
    ru: { city: 'Мешхед', province: 'Хорасан-Резави', about: '' },
  },
  founded_year: year - 12,
  verifications: [
    { kind: 'site_visit', verified_on: day(-30) },
    { kind: 'business_licence', verified_on: day(-60), expires_on: day(300) },
    { kind: 'export_licence', verified_on: day(-60) },
  ],
}

describe.each(databaseKinds())('public supplier profiles on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  let golestan: number
  let kerman: number
  const send = injectAs(() => t)
  const one = async (query: string) => (await queryRows<{ id: number }>(t.database.db, sql.raw(query)))[0]!.id

  beforeAll(async () => {
    t = await buildTestApp(kind)
    await seedDemo(t.database.db, { catalogue: FIXTURE_CATALOGUE })
    staff = await t.users.staff()
    golestan = await one(`select id from producers where name = 'Golestan Saffron Co.'`)
    kerman = await one(`select id from producers where name = 'Kerman Pistachio Cooperative'`)
    expect((await send('PUT', `/ops/suppliers/${golestan}/`, staff, PROFILE)).statusCode).toBe(200)
  })
  afterAll(() => t.close())

  test('shows the profile in the reader language, each blank or missing text in English', async () => {
    const en = await send('GET', `/suppliers/${golestan}/`, null)
    expect(en.statusCode).toBe(200)
    expect(en.headers['cache-control']).toMatch(/^public/)
    const listed = Number(
      (await send('GET', `/products/list/?producer=${golestan}&page_size=1`, null)).json().count,
    )
    expect(en.json()).toEqual({
      id: golestan,
      name: 'Golestan Saffron Co.',
      city: 'Mashhad',
      province: 'Razavi Khorasan',
      about: 'Saffron from our own fields since 2004.',
      is_verified: true,
      verifications: [
        { kind: 'business_licence', verified_on: day(-60), expires_on: day(300), expired: false },
        { kind: 'export_licence', verified_on: day(-60), expires_on: expect.any(String), expired: false },
        { kind: 'site_visit', verified_on: day(-30), expires_on: expect.any(String), expired: false },
      ],
      founded_year: year - 12,
      years_in_trade: 12,
      certificates: [],
      product_count: listed,
      rfq_response_hours: null,
    })
    expect(listed).toBeGreaterThan(0)
    const ru = (
      await send('GET', `/suppliers/${golestan}/`, null, undefined, { 'accept-language': 'ru' })
    ).json()
    expect(ru).toMatchObject({
      city: 'Мешхед',
      province: 'Хорасан-Резави',
      about: PROFILE.translations.en.about,
    })
    const hy = (
      await send('GET', `/suppliers/${golestan}/`, null, undefined, { 'accept-language': 'hy' })
    ).json()
    expect(hy).toMatchObject({ city: 'Mashhad', province: 'Razavi Khorasan' })
  })

  test('the response time is the median over the last year of answered RFQs about its products', async () => {
    const buyer = await t.users.buyer()
    const destination = await one('select id from destinations order by id limit 1')
    const product = await one(`select id from products where producer_id = ${golestan} order by id limit 1`)
    const other = await one(`select id from products where producer_id = ${kerman} order by id limit 1`)
    const now = Date.now()
    const rfq = async (productId: number, createdAgo: number, answeredAfter: number | null, n: number) => {
      const created = new Date(now - createdAgo)
      const answered = answeredAfter === null ? null : new Date(created.getTime() + answeredAfter)
      await t.database.db.execute(sql`insert into rfqs (rfq_number, user_id, company_id, status, product_id, title, quantity,
          unit, destination_id, answered_at, created_at)
        values (${`RFQ-T${n}`}, ${buyer.id}, ${firstCompanyOf(buyer.id)}, ${answered ? 'offered' : 'open'}, ${productId}, 'Saffron', 5, 'kg',
          ${destination}, ${answered?.toISOString() ?? null}, ${created.toISOString()})`)
    }
    await rfq(product, 10 * DAY, 2 * HOUR, 1)
    await rfq(product, 20 * DAY, 30 * HOUR, 2)
    await rfq(product, 30 * DAY, 4 * HOUR, 3)
    await rfq(product, 2 * DAY, null, 4)
    await rfq(product, 400 * DAY, 1 * HOUR, 5)
    await rfq(other, 5 * DAY, 100 * HOUR, 6)
    const read = async (id: number) =>
      (await send('GET', `/suppliers/${id}/`, null)).json().rfq_response_hours
    expect(await read(golestan)).toBe(4)
    expect(await read(kerman)).toBe(100)
    await rfq(product, 3 * DAY, 9 * HOUR, 7)
    expect(await read(golestan)).toBe(6.5)
  })

  test('an unknown supplier is 404 in the reader language; one with nothing listed still shows', async () => {
    const missing = await send('GET', '/suppliers/2000000000/', null, undefined, { 'accept-language': 'fa' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().detail).toBe('تأمین‌کننده پیدا نشد.')
    expect((await send('GET', '/suppliers/x/', null)).statusCode).toBe(400)
    const [quiet] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into producers (name) values ('Quiet Looms') returning id`,
    )
    const page = await send('GET', `/suppliers/${quiet!.id}/`, null)
    expect(page.json()).toMatchObject({
      name: 'Quiet Looms',
      city: '',
      about: '',
      is_verified: false,
      founded_year: null,
      years_in_trade: null,
      product_count: 0,
    })
  })

  test('the list names every supplier with listed products, by name', async () => {
    const list = (await send('GET', '/suppliers/', null)).json() as { name: string; product_count: number }[]
    expect(list.map((s) => s.name)).toEqual([...list.map((s) => s.name)].sort((a, b) => a.localeCompare(b)))
    expect(list.find((s) => s.name === 'Golestan Saffron Co.')).toMatchObject({ is_verified: true })
    expect(list.some((s) => s.name === 'Quiet Looms')).toBe(false)
    expect(list.every((s) => s.product_count > 0)).toBe(true)
  })
})
