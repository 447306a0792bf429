import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { accountCalls } from './accounts-fixture.ts'

describe.each(databaseKinds())('profiles and passwords on %s', (kind) => {
  let t: TestApp
  const { call, buyer } = accountCalls(() => t)

  beforeAll(async () => {
    t = await buildTestApp(kind, { seeded: true })
  })
  afterAll(() => t.close())

  test('a buyer reads their own profile with every field', async () => {
    const me = await buyer()
    const res = await call('GET', `users/${me.id}/`, me)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: me.id,
      name: 'Kaveh Rostami',
      first_name: 'Kaveh',
      last_name: 'Rostami',
      email: me.email,
      phone_number: '+98 21 5555 0101',
      address: '4 Vali-e Asr Ave, Tehran',
      tax_id: 'IR-411-22',
      user_type: 'customer',
      is_verified: false,
      is_active: true,
      is_staff: false,
      staff_role: null,
      display_currency: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  test('a buyer chooses the currency prices are shown in, and goes back to the language’s', async () => {
    const me = await buyer()
    const chosen = await call('PATCH', `users/${me.id}/`, me, { display_currency: 'AMD' })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json().display_currency).toBe('AMD')
    expect((await call('GET', `users/${me.id}/`, me)).json().display_currency).toBe('AMD')
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/users/${me.id}/`,
      payload: { display_currency: 'XAU' },
      headers: { authorization: `Bearer ${me.access}`, 'accept-language': 'hy' },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({
      display_currency: ['Ընտրեք խանութի արժույթներից մեկը՝ USD, EUR, RUB, AMD, GEL, AED, CNY կամ TRY։'],
    })
    expect(
      (await call('PATCH', `users/${me.id}/`, me, { first_name: 'Kaveh' })).json().display_currency,
    ).toBe('AMD')
    const cleared = await call('PATCH', `users/${me.id}/`, me, { display_currency: null })
    expect(cleared.json().display_currency).toBeNull()
  })

  test('another person’s profile is not found for a buyer, readable for staff, and private to visitors', async () => {
    const me = await buyer()
    const other = await buyer()
    expect((await call('GET', `users/${other.id}/`, me)).statusCode).toBe(404)
    expect((await call('PATCH', `users/${other.id}/`, me, { first_name: 'X' })).statusCode).toBe(404)
    expect((await call('GET', `users/${other.id}/`, null)).statusCode).toBe(401)
    const staff = await t.users.staff()
    const read = await t.app.inject({ url: `/api/accounts/users/${other.id}/`, headers: staff.auth })
    expect(read.statusCode).toBe(200)
    expect(read.json().email).toBe(other.email)
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/users/${other.id}/`,
      headers: staff.auth,
      payload: { first_name: 'X' },
    })
    expect(write.statusCode).toBe(404)
    expect((await call('GET', 'users/0/', me)).statusCode).toBe(400)
    expect((await call('GET', 'users/me/', me)).statusCode).toBe(400)
  })

  test('PATCH changes the person’s details and nothing else', async () => {
    const me = await buyer()
    const res = await call('PATCH', `users/${me.id}/`, me, {
      first_name: 'Kaveh-Ali',
      phone_number: '+98 21 5555 0199',
      tax_id: 'IR-411-23',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      first_name: 'Kaveh-Ali',
      name: 'Kaveh-Ali Rostami',
      tax_id: 'IR-411-23',
    })
    const bad = await call('PATCH', `users/${me.id}/`, me, { phone_number: 'call me', address: '' })
    expect(bad.json()).toEqual({
      phone_number: ['Enter a valid phone number.'],
      address: ['This field is required.'],
    })
  })

  test.each([
    ['is_staff', true],
    ['staff_role', 'admin'],
    ['is_verified', true],
    ['user_type', 'seller'],
    ['email', 'someone@else.example'],
    ['is_active', false],
    ['password_hash', 'x'],
  ])('PATCH cannot set %s', async (field, value) => {
    const me = await buyer()
    const res = await call('PATCH', `users/${me.id}/`, me, { first_name: 'Still', [field]: value })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ [field]: ['This field is not allowed.'] })
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select first_name, email, is_staff, is_verified, user_type, is_active from users where id = ${me.id}`,
    )
    expect(row).toEqual({
      first_name: 'Kaveh',
      email: me.email,
      is_staff: false,
      is_verified: false,
      user_type: 'customer',
      is_active: true,
    })
  })

  test('change-password needs the current password, ends the other sessions, keeps this one and sends an email', async () => {
    const me = await buyer()
    const other = (await call('POST', 'token/', null, { email: me.email, password: me.password })).json()
    const wrong = await call('POST', 'change-password/', me, {
      current_password: 'not-it',
      new_password: 'Caspian-Crossing-48h',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ current_password: ['Your current password is incorrect.'] })
    const similar = await call('POST', 'change-password/', me, {
      current_password: me.password,
      new_password: 'kaveh.rostami',
    })
    expect(similar.json()).toEqual({
      new_password: ['The password is too similar to your email address or name.'],
    })

    const res = await call('POST', 'change-password/', me, {
      current_password: me.password,
      new_password: 'Caspian-Crossing-48h',
      confirm_password: 'Caspian-Crossing-48h',
    })
    expect(res.statusCode).toBe(200)
    const fresh = res.json()
    expect(fresh.detail).toBe(
      'Your password has been changed. You have been signed out on your other devices.',
    )
    expect((await call('GET', `users/${me.id}/`, { ...me, access: fresh.access })).statusCode).toBe(200)
    expect((await call('GET', `users/${me.id}/`, me)).statusCode).toBe(401)
    expect((await call('POST', 'token/refresh/', null, { refresh: other.refresh })).statusCode).toBe(401)
    expect((await call('POST', 'token/refresh/', null, { refresh: fresh.refresh })).statusCode).toBe(200)
    expect((await call('POST', 'token/', null, { email: me.email, password: me.password })).statusCode).toBe(
      401,
    )
    expect((await emailsTo(t.database.db, me.email)).at(-1)!.template).toBe('password_changed')
  })

  test('signed-in endpoints refuse a visitor before reading the body', async () => {
    for (const url of ['change-password/', 'delete-account/']) {
      const res = await call('POST', url, null, { nonsense: true })
      expect(res.statusCode, url).toBe(401)
    }
  })
})
