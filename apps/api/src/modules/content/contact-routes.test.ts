import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const valid = {
  name: 'Ani Petrosyan',
  email: 'ani@araratfoods.am',
  subject: 'Pistachio prices for Yerevan',
  message: 'We import about 20 tonnes of Akbari pistachios a year. Which suppliers ship via Meghri?',
  company: 'Ararat Foods LLC',
}

describe.each(databaseKinds())('the contact form endpoint on %s', (kind) => {
  let t: TestApp
  let address = 0
  // Every test speaks from its own address, so the rate limit of one never touches another.
  const send = (
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = `10.1.0.${address}`,
  ) =>
    t.app.inject({ method: 'POST', url: '/api/contact/', payload: payload as object, headers, remoteAddress })
  const stored = () =>
    queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select name, email, subject, message, company, locale, user_id from contact_messages order by id`,
    )

  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    address += 1
    await t.database.db.execute(sql`delete from contact_messages`)
  })

  test('stores a message for the operators and promises a reply within 24 hours', async () => {
    const res = await send(valid, { 'accept-language': 'ru' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      detail: 'Спасибо! Ваше сообщение отправлено. Мы ответим в течение 24 часов.',
      code: 'contact.sent',
    })
    expect(await stored()).toEqual([{ ...valid, locale: 'ru', user_id: null }])
  })

  test('trims the fields, keeps a blank company as none and records a signed-in sender', async () => {
    const buyer = await t.users.buyer()
    const res = await send(
      { ...valid, name: '  Ani  ', email: ' ani@araratfoods.am ', company: '   ' },
      { ...buyer.auth, 'accept-language': 'am' },
    )
    expect(res.statusCode).toBe(201)
    expect(await stored()).toEqual([
      { ...valid, name: 'Ani', company: null, locale: 'hy', user_id: buyer.id },
    ])
  })

  test('names every missing field in the request language and stores nothing', async () => {
    const res = await send({ company: 'Ararat Foods' }, { 'accept-language': 'fa' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      name: ['لطفاً نام خود را وارد کنید.'],
      email: ['لطفاً نشانی ایمیل خود را وارد کنید.'],
      subject: ['لطفاً موضوع پیام را وارد کنید.'],
      message: ['لطفاً متن پیام خود را بنویسید.'],
    })
    expect(await stored()).toEqual([])
  })

  test.each([
    ['a blank name', { name: '   ' }, 'name', 'Please enter your name.'],
    ['a blank subject', { subject: '' }, 'subject', 'Please enter a subject.'],
    ['a blank message', { message: ' \n ' }, 'message', 'Please write your message.'],
    ['a malformed email', { email: 'ani@' }, 'email', 'Please enter a valid email address.'],
    ['a number for a name', { name: 42 }, 'name', 'Please enter your name.'],
    [
      'a message of 5001 characters',
      { message: 'x'.repeat(5001) },
      'message',
      'Ensure this field has no more than 5000 characters.',
    ],
    [
      'a company of 201 characters',
      { company: 'x'.repeat(201) },
      'company',
      'Ensure this field has no more than 200 characters.',
    ],
    ['an unknown field', { handled_at: '2025-01-01' }, 'handled_at', 'This field is not allowed.'],
  ])('refuses %s with a message on that field alone', async (_case, change, field, message) => {
    const res = await send({ ...valid, ...change }, { 'accept-language': 'en' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ [field]: [message] })
    expect(await stored()).toEqual([])
  })

  test('refuses a body that is not JSON with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: 'name=Ani',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ru' },
      remoteAddress: `10.1.0.${address}`,
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().code).toBe('errors.unsupportedMediaType')
    expect(await stored()).toEqual([])
  })

  test('does not count refused input against the allowance', async () => {
    for (let i = 0; i < 6; i += 1) expect((await send({ ...valid, email: 'nope' })).statusCode).toBe(400)
    expect((await send(valid)).statusCode).toBe(201)
  })

  test('allows five messages per address in ten minutes, then answers 429 in the request language', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(valid)).statusCode).toBe(201)
    const limited = await send(valid, { 'accept-language': 'hy' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('errors.tooManyRequests')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(await stored()).toHaveLength(5)
    expect((await send(valid, {}, '10.2.0.1')).statusCode).toBe(201)
  })
})
