import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../db/client.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { databaseKinds } from '../testing/test-db.ts'
import { unstorableField } from './text-guard.ts'

test('names the first field holding unstorable text, nested fields with dots', () => {
  expect(unstorableField({ name: 'fine', items: [{ note: 'ok' }] })).toBeNull()
  expect(unstorableField({ name: 'fine', address: { city: 'a\u0000' } })).toBe('address.city')
  expect(unstorableField({ lines: ['ok', '\uD83D'] })).toBe('lines.1')
  expect(unstorableField({ 'bad\u0000key': 1 })).toBe('non_field_errors')
  expect(unstorableField('\u0000')).toBe('non_field_errors')
  expect(unstorableField(undefined)).toBeNull()
})

test('walks a body nested deeper than the call stack could follow', () => {
  let deep: unknown = 'a\u0000'
  for (let i = 0; i < 200_000; i++) deep = [deep]
  expect(unstorableField(deep)).toMatch(/^0(\.0)+$/)
})

describe.each(databaseKinds())('text entering the API on %s', (kind) => {
  let t: TestApp
  const get = (url: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } })
  const register = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/register/',
      payload: {
        name: 'Nadia Karimi',
        email: 'nadia@example.com',
        password: 'Caspian-Route-2026',
        confirm_password: 'Caspian-Route-2026',
        phone_number: '+37410555123',
        address: '1 Abovyan St, Yerevan',
        tax_id: 'AM-1234567',
        ...fields,
      },
    })
  const userCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`))[0]!.n

  beforeAll(async () => {
    t = await buildTestApp(kind, { seeded: true })
  })
  afterAll(() => t.close())

  test.each([
    ['name', '/api/products/list/?name=%00'],
    ['name', '/api/products/list/?name=a%00b'],
    ['producer', '/api/products/list/?producer=%00'],
    ['search', '/api/products/list/?search=saffron%00'],
    ['attribute_1', '/api/products/list/?attribute_1=%00'],
    ['attribute_1.1', '/api/products/list/?attribute_1=Tin&attribute_1=x%00'],
  ])('a NUL in the product list query is a 400 naming %s', async (field, url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual([field])
    expect(res.json()[field][0]).toMatch(/cannot be accepted/)
  })

  test('the refusal is in the request language', async () => {
    const res = await get('/api/products/list/?name=%00', 'fa')
    expect(res.json().name[0]).toMatch(/پذیرفته نمی‌شود/)
  })

  test('a NUL in a path parameter is a 400 naming it', async () => {
    const res = await get('/api/products/1%00/')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ id: [expect.stringMatching(/cannot be accepted/)] })
  })

  test.each(['name', 'email', 'password', 'phone_number', 'address', 'tax_id'])(
    'registration with a NUL in %s is a 400 naming it, and no account is made',
    async (field) => {
      const before = await userCount()
      const res = await register({ [field]: 'Caspian\u0000Route-2026', confirm_password: 'x' })
      expect(res.statusCode).toBe(400)
      expect(Object.keys(res.json())).toEqual([field])
      expect(await userCount()).toBe(before)
    },
  )

  test('a lone surrogate in a JSON body is a 400, and nothing is written', async () => {
    const before = await userCount()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Nadia \\ud800","email":"n2@example.com"}',
    })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['name'])
    expect(await userCount()).toBe(before)
  })

  test('well-formed text in every script still passes', async () => {
    expect((await get('/api/products/list/?name=%D8%B2%D8%B9%D9%81%D8%B1%D8%A7%D9%86')).statusCode).toBe(200)
    const res = await register({ name: 'Նադիա Քարիմի 🌸', email: 'nadia.k@example.com' })
    expect(res.statusCode).toBe(201)
  })
})
