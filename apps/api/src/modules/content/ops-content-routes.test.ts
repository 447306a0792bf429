import type { OpsContactMessage, OpsSubscriber } from '@caravanserai/contracts/ops-content'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs, type Method } from '../../testing/inject-as.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const NOW = new Date('2026-03-15T12:00:00Z')

describe.each(databaseKinds())('the operators’ inbox on %s', (kind) => {
  let t: TestApp
  let staff: TestUser

  const inject = injectAs(() => t)
  /** As the operator. */
  const send = (method: Method, url: string, payload?: object, lang = 'en') =>
    inject(method, url, staff, payload, { 'accept-language': lang })

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => NOW })
    staff = await t.users.staff()
  })
  afterAll(() => t.close())

  test('contact messages come newest first, are found by sender, and are marked handled and open again', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: { 'accept-language': 'fa' },
      payload: {
        name: 'رضا کریمی',
        email: 'reza@example.ir',
        subject: 'قیمت زعفران',
        message: 'سلام',
        company: 'کاروان',
      },
    })
    expect(sent.statusCode).toBe(201)
    await t.database.db.execute(sql`insert into contact_messages (name, email, subject, message, locale, created_at)
      values ('Old Sender', 'old@example.com', 'Pallets', 'Earlier', 'en', now() - interval '2 days')`)
    const page = (await send('GET', '/ops/contact-messages/?page_size=1')).json()
    expect(page).toMatchObject({ count: 2, previous: null, next: expect.stringContaining('page=2') })
    const newest: OpsContactMessage = page.results[0]
    expect(newest).toMatchObject({
      name: 'رضا کریمی',
      subject: 'قیمت زعفران',
      company: 'کاروان',
      language: 'fa',
      user_id: null,
      handled_at: null,
    })
    const handled = await send('PATCH', `/ops/contact-messages/${newest.id}/`, { handled: true })
    expect(handled.json().handled_at).toBe('2026-03-15T12:00:00+00:00')
    const open = (await send('GET', '/ops/contact-messages/?status=open')).json()
    expect(open.results.map((m: OpsContactMessage) => m.name)).toEqual(['Old Sender'])
    const found = (await send('GET', '/ops/contact-messages/?search=PALLET')).json()
    expect(found.results.map((m: OpsContactMessage) => m.email)).toEqual(['old@example.com'])
    const reopened = await send('PATCH', `/ops/contact-messages/${newest.id}/`, { handled: false })
    expect(reopened.json().handled_at).toBeNull()
    expect((await send('PATCH', `/ops/contact-messages/${newest.id}/`, { handled: 'yes' })).statusCode).toBe(
      400,
    )
    expect((await send('PATCH', '/ops/contact-messages/2000000000/', { handled: true })).statusCode).toBe(404)
  })

  test('newsletter sign-ups are listed by status and exported as safe CSV', async () => {
    await t.database.db.execute(sql`insert into newsletter_subscriptions (email, locale, confirmed_at, unsubscribed_at, created_at)
      values ('anna@example.ru', 'ru', '2026-03-01T10:00:00Z', null, '2026-03-01T09:00:00Z'),
        ('=HYPERLINK("http://evil.example")@example.com', 'en', '2026-03-02T10:00:00Z', null, '2026-03-02T09:00:00Z'),
        ('"quoted,comma"@example.com', 'fa', null, null, '2026-03-03T09:00:00Z'),
        ('gone@example.am', 'hy', '2026-03-01T10:00:00Z', '2026-03-04T10:00:00Z', '2026-03-04T09:00:00Z')`)
    const all = (await send('GET', '/ops/newsletter-subscribers/')).json()
    expect(all.results.map((s: OpsSubscriber) => [s.email, s.status])).toEqual([
      ['gone@example.am', 'unsubscribed'],
      ['"quoted,comma"@example.com', 'pending'],
      ['=HYPERLINK("http://evil.example")@example.com', 'confirmed'],
      ['anna@example.ru', 'confirmed'],
    ])
    const confirmed = (await send('GET', '/ops/newsletter-subscribers/?status=confirmed')).json()
    expect(confirmed.count).toBe(2)
    expect((await send('GET', '/ops/newsletter-subscribers/?search=ANNA')).json().results[0]).toMatchObject({
      email: 'anna@example.ru',
      language: 'ru',
      confirmed_at: '2026-03-01T10:00:00+00:00',
    })

    const csv = await send('GET', '/ops/newsletter-subscribers/export/')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="newsletter-subscribers-2026-03-15.csv"',
    )
    expect(csv.body.split('\r\n')).toEqual([
      'email,status,language,subscribed_at,confirmed_at,unsubscribed_at',
      'anna@example.ru,confirmed,ru,2026-03-01T09:00:00+00:00,2026-03-01T10:00:00+00:00,',
      `"'=HYPERLINK(""http://evil.example"")@example.com",confirmed,en,2026-03-02T09:00:00+00:00,2026-03-02T10:00:00+00:00,`,
      '"""quoted,comma""@example.com",pending,fa,2026-03-03T09:00:00+00:00,,',
      'gone@example.am,unsubscribed,hy,2026-03-04T09:00:00+00:00,2026-03-01T10:00:00+00:00,2026-03-04T10:00:00+00:00',
      '',
    ])
    const onlyConfirmed = await send('GET', '/ops/newsletter-subscribers/export/?status=confirmed')
    expect(onlyConfirmed.headers['content-disposition']).toContain(
      'newsletter-subscribers-confirmed-2026-03-15.csv',
    )
    expect(onlyConfirmed.body.trim().split('\r\n')).toHaveLength(3)
    expect((await send('GET', '/ops/newsletter-subscribers/export/?status=all')).statusCode).toBe(400)
  })
})
