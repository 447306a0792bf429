import { CERTIFICATES_MAX } from '@caravanserai/contracts/suppliers'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { seedDemo } from '../../db/seed/seed-demo.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { FIXTURE_CATALOGUE } from '../../testing/catalog-fixture.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { multipart } from '../../testing/multipart.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { refreshVerifiedMarks } from './verified-marks.ts'

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const body = (changes: object = {}) => ({
  name: 'Kerman Pistachio Cooperative',
  translations: { en: { city: 'Kerman', province: 'Kerman' } },
  ...changes,
})
const DAY_MS = 24 * 60 * 60 * 1000
const dayOf = (date: Date, days = 0) => new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10)

describe.each(databaseKinds())('the console edits supplier profiles on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  let kerman: number
  // The app's clock, which a test moves on to see a check expire: in the past, so that moving it
  // on a few days keeps the tokens the factory signs now valid.
  let now = new Date(Date.now() - 30 * DAY_MS)
  const send = injectAs(() => t)
  const cardsOf = async (id: number) =>
    (await send('GET', `/products/list/?producer=${id}`, null)).json().results
  /** Whether every card of the producer shows `marked`; the listing cache hears of a change a moment after it. */
  const cardsMarked = async (id: number, marked: boolean) =>
    (await cardsOf(id)).every(
      (card: { producer: { is_verified: boolean } }) => card.producer.is_verified === marked,
    )
  const verifiedCount = async () =>
    (await send('GET', '/products/list/?page_size=1&verified_producers=true', null)).json().count as number
  const upload = (
    id: number,
    file: Buffer,
    fields: Record<string, string>,
    name = 'iso.pdf',
    lang = 'en',
  ) => {
    const { payload, headers } = multipart(file, { name, type: 'application/pdf', fields })
    return t.app.inject({
      method: 'POST',
      url: `/api/ops/suppliers/${id}/certificates/`,
      payload,
      headers: { ...headers, ...staff.auth, 'accept-language': lang },
    })
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    await seedDemo(t.database.db, { catalogue: FIXTURE_CATALOGUE })
    staff = await t.users.staff()
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from producers where name = 'Kerman Pistachio Cooperative'`,
    )
    kerman = row!.id
  })
  afterAll(() => t.close())

  test('an operator writes the whole profile; the mark follows the checks and reaches the product cards', async () => {
    const list = (await send('GET', '/ops/producers/?search=kerman', staff)).json()
    expect(list.results).toEqual([
      expect.objectContaining({ id: kerman, name: 'Kerman Pistachio Cooperative' }),
    ])
    const today = dayOf(now)
    const oneLicence = await send(
      'PUT',
      `/ops/suppliers/${kerman}/`,
      staff,
      body({
        name: 'Kerman Pistachio Union',
        translations: {
          en: { city: 'Kerman', province: 'Kerman', about: 'Growers since 1978.' },
          fa: { city: 'کرمان' },
        },
        founded_year: 1978,
        verifications: [{ kind: 'export_licence', verified_on: today }],
      }),
    )
    expect(oneLicence.statusCode).toBe(200)
    // One licence is not enough; left without an expiry, the check holds a year.
    expect(oneLicence.json()).toMatchObject({
      name: 'Kerman Pistachio Union',
      is_verified: false,
      founded_year: 1978,
      verifications: [
        { kind: 'export_licence', verified_on: today, expires_on: dayOf(now, 365), expired: false },
      ],
      translations: {
        en: { city: 'Kerman', province: 'Kerman', about: 'Growers since 1978.' },
        fa: { city: 'کرمان', province: '', about: '' },
      },
    })
    const bothLicences = body({
      name: 'Kerman Pistachio Union',
      verifications: [
        { kind: 'export_licence', verified_on: today },
        { kind: 'business_licence', verified_on: dayOf(now, -400), expires_on: dayOf(now, 30) },
      ],
    })
    const saved = (await send('PUT', `/ops/suppliers/${kerman}/`, staff, bothLicences)).json()
    expect(saved).toMatchObject({ is_verified: true })
    const [checked] = await queryRows<{ verified_by: number }>(
      t.database.db,
      sql`select verified_by from producer_verifications where producer_id = ${kerman} limit 1`,
    )
    expect(checked!.verified_by).toBe(staff.id)
    const cards = await cardsOf(kerman)
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards)
      expect(card.producer).toEqual({ id: kerman, name: 'Kerman Pistachio Union', is_verified: true })
    // No one sets the mark by hand.
    const byHand = await send('PUT', `/ops/suppliers/${kerman}/`, staff, {
      ...bothLicences,
      is_verified: false,
    })
    expect(byHand.statusCode).toBe(400)
    const producer = await send('PATCH', `/ops/producers/${kerman}/`, staff, { is_verified: false })
    expect(producer.statusCode).toBe(400)
    // The checks are replaced: left out, a check is gone, and the mark with it.
    const cleared = (await send('PUT', `/ops/suppliers/${kerman}/`, staff, body())).json()
    expect(cleared).toMatchObject({
      is_verified: false,
      verifications: [],
      translations: { en: { about: '' } },
    })
    expect(Object.keys(cleared.translations)).toEqual(['en'])
    await expect.poll(() => cardsMarked(kerman, false), { timeout: 3_000 }).toBe(true)
  })

  test('a check past its last day takes the mark off within the hourly refresh, with no one saving', async () => {
    const start = now
    try {
      const lastDay = dayOf(now, 3)
      const checks = [
        { kind: 'business_licence', verified_on: dayOf(now, -10), expires_on: lastDay },
        { kind: 'export_licence', verified_on: dayOf(now, -10) },
      ]
      await send('PUT', `/ops/suppliers/${kerman}/`, staff, body({ verifications: checks }))
      await expect.poll(() => cardsMarked(kerman, true), { timeout: 3_000 }).toBe(true)
      const verified = await verifiedCount()
      expect((await send('GET', `/suppliers/${kerman}/`, null)).json().is_verified).toBe(true)

      now = new Date(`${lastDay}T23:59:59.999Z`)
      expect(await refreshVerifiedMarks(t.database.db, now)).toBe(0)
      now = new Date(now.getTime() + 1)
      expect(await refreshVerifiedMarks(t.database.db, now)).toBe(1)
      const page = (await send('GET', `/suppliers/${kerman}/`, null)).json()
      expect(page).toMatchObject({
        is_verified: false,
        verifications: [
          { kind: 'business_licence', expires_on: lastDay, expired: true },
          { kind: 'export_licence', expired: false },
        ],
      })
      await expect.poll(() => cardsMarked(kerman, false), { timeout: 3_000 }).toBe(true)
      const unmarked = (await cardsOf(kerman)).length
      await expect.poll(verifiedCount, { timeout: 3_000 }).toBe(verified - unmarked)
      const console = (await send('GET', `/ops/suppliers/${kerman}/`, staff)).json()
      expect(console.verifications[0]).toMatchObject({ kind: 'business_licence', expired: true })
      expect(await refreshVerifiedMarks(t.database.db, now)).toBe(0)
    } finally {
      now = start
      await send('PUT', `/ops/suppliers/${kerman}/`, staff, body())
    }
  })

  test('a bad profile is refused field by field in the operator language and changes nothing', async () => {
    const before = (await send('GET', `/ops/suppliers/${kerman}/`, staff)).json()
    const ru = { 'accept-language': 'ru' }
    const put = (changes: object) => send('PUT', `/ops/suppliers/${kerman}/`, staff, body(changes), ru)
    const taken = await put({ name: 'golestan saffron co.' })
    expect(taken.statusCode).toBe(400)
    expect(taken.json().name[0]).toMatch(/^[А-Яа-я]/)
    const noEnglish = await put({ translations: { ru: { city: 'Керман' } } })
    expect(noEnglish.statusCode).toBe(400)
    expect(Object.keys(noEnglish.json())).toEqual(['translations.en'])
    const twice = await put({
      verifications: [
        { kind: 'site_visit', verified_on: '2025-01-01' },
        { kind: 'site_visit', verified_on: '2025-02-01' },
      ],
    })
    expect(Object.keys(twice.json())).toEqual(['verifications'])
    const badDay = await put({ verifications: [{ kind: 'site_visit', verified_on: '2025-02-30' }] })
    expect(badDay.json()).toEqual({
      'verifications.0.verified_on': ['Введите существующую дату в формате ГГГГ-ММ-ДД.'],
    })
    const future = await put({ verifications: [{ kind: 'site_visit', verified_on: '2999-01-01' }] })
    expect(Object.keys(future.json())).toEqual(['verifications.0.verified_on'])
    const early = await put({
      verifications: [{ kind: 'site_visit', verified_on: '2025-02-01', expires_on: '2025-02-01' }],
    })
    expect(Object.keys(early.json())).toEqual(['verifications.0.expires_on'])
    expect(early.json()['verifications.0.expires_on'][0]).toMatch(/^[А-Яа-я]/)
    const badExpiry = await put({
      verifications: [{ kind: 'site_visit', verified_on: '2025-02-01', expires_on: '2026-02-30' }],
    })
    expect(Object.keys(badExpiry.json())).toEqual(['verifications.0.expires_on'])
    expect((await put({ founded_year: new Date().getUTCFullYear() + 1 })).json()).toHaveProperty(
      'founded_year',
    )
    expect((await put({ founded_year: 1700 })).statusCode).toBe(400)
    expect((await put({ website: 'x' })).statusCode).toBe(400)
    expect((await send('PUT', '/ops/suppliers/2000000000/', staff, body())).statusCode).toBe(404)
    expect((await send('GET', `/ops/suppliers/${kerman}/`, staff)).json()).toEqual(before)
  })

  test('a certificate is uploaded, downloaded by anyone with a long cache, and deleted', async () => {
    const sent = await upload(
      kerman,
      PDF,
      { name: ' ISO 22000 ', valid_until: '2027-06-30' },
      'сертификат.pdf',
    )
    expect(sent.statusCode).toBe(201)
    const certificate = sent.json()
    expect(certificate).toEqual({
      id: expect.any(Number),
      name: 'ISO 22000',
      valid_until: '2027-06-30',
      content_type: 'application/pdf',
      size: PDF.length,
      download_url: `/api/suppliers/${kerman}/certificates/${certificate.id}/`,
    })
    expect((await send('GET', `/suppliers/${kerman}/`, null)).json().certificates).toEqual([certificate])
    const file = await t.app.inject({ url: certificate.download_url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('сертификат.pdf')}`,
    )
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.rawPayload.equals(PDF)).toBe(true)
    const elsewhere = await t.app.inject({
      url: `/api/suppliers/${kerman + 1}/certificates/${certificate.id}/`,
    })
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.headers['cache-control']).toBe('no-store')

    const path = `/ops/suppliers/${kerman}/certificates/${certificate.id}/`
    expect((await send('DELETE', path, staff)).statusCode).toBe(204)
    expect((await send('DELETE', path, staff)).statusCode).toBe(404)
    expect((await t.app.inject({ url: certificate.download_url })).statusCode).toBe(404)
    expect((await send('GET', `/suppliers/${kerman}/`, null)).json().certificates).toEqual([])
  })

  test('an upload without a name, of another kind, or past the limit is refused', async () => {
    const unnamed = await upload(kerman, PDF, { name: '  ' }, 'iso.pdf', 'fa')
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json().name[0]).toMatch(/گواهی‌نامه/)
    expect((await upload(kerman, PDF, { name: 'ISO', valid_until: '31.12.2027' })).json()).toHaveProperty(
      'valid_until',
    )
    expect((await upload(kerman, Buffer.from('plain text'), { name: 'ISO' })).statusCode).toBe(415)
    expect((await upload(2_000_000_000, PDF, { name: 'ISO' })).statusCode).toBe(404)
    for (let n = 0; n < CERTIFICATES_MAX; n++)
      expect((await upload(kerman, PDF, { name: `Certificate ${n}` })).statusCode).toBe(201)
    const full = await upload(kerman, PDF, { name: 'One more' })
    expect(full.statusCode).toBe(409)
    expect(full.json().code).toBe('suppliers.certificatesFull')
  })

  test('a buyer may not edit a profile', async () => {
    const buyer = await t.users.buyer()
    expect((await send('GET', `/ops/suppliers/${kerman}/`, buyer)).statusCode).toBe(403)
    expect((await send('PUT', `/ops/suppliers/${kerman}/`, buyer, body())).statusCode).toBe(403)
  })
})
