import { randomBytes, scryptSync } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { TEST_SCRYPT_N } from '../../testing/cheap-password-hashes.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { emailsTo, lastLink } from '../../testing/outbox.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { SCRYPT, setHashCostForTests } from './password-hash.ts'

const SECOND = 1000
const DAY = 24 * 60 * 60 * SECOND

describe.each(databaseKinds())('the auth API on %s', (kind) => {
  let t: TestApp
  let now = new Date('2026-05-01T10:00:00Z')
  let counter = 0
  let calls = 0
  // Each call from its own address, so that the per-IP limits (tested in rate-limits.test.ts) stay out of the way.
  const send = injectAs(() => t, {
    prefix: '/api/accounts/',
    remoteAddress: () => `10.1.${Math.floor(++calls / 250)}.${calls % 250}`,
  })
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    send('POST', url, null, payload, headers)
  const bearer = (access: string) => ({ authorization: `Bearer ${access}` })
  const profileOf = (access: string) => {
    const id = decodeJwt(access).user_id as number
    return t.app.inject({ url: `/api/accounts/users/${id}/`, headers: bearer(access) })
  }
  const newBuyer = (overrides: object = {}) => {
    counter += 1
    return {
      name: 'Nareh Avetisyan',
      email: `nareh${counter}@buyers.example`,
      password: 'Saffron-Route-2026',
      phone_number: '+374 10 123456',
      address: '12 Abovyan St, Yerevan',
      tax_id: 'AM-0012345',
      user_type: 'customer',
      ...overrides,
    }
  }
  const registered = async (overrides: object = {}) => {
    const body = newBuyer(overrides)
    const res = await post('register/', body)
    expect(res.statusCode).toBe(201)
    return { ...body, ...(res.json() as { access: string; refresh: string; user: { id: number } }) }
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now, seeded: true })
  })
  afterAll(() => t.close())

  test('registers a customer, answers with the profile and a session, and emails a verification link', async () => {
    const body = newBuyer({ email: `Mixed.Case${counter}@Buyers.example` })
    const res = await post('register/', body, { 'accept-language': 'fa' })
    expect(res.statusCode).toBe(201)
    const { user, access, refresh } = res.json()
    expect(user).toMatchObject({
      name: 'Nareh Avetisyan',
      first_name: 'Nareh',
      last_name: 'Avetisyan',
      email: body.email.toLowerCase(),
      user_type: 'customer',
      is_verified: false,
      is_active: true,
      is_staff: false,
    })
    expect((await profileOf(access)).json().id).toBe(user.id)
    expect(typeof refresh).toBe('string')
    const [email] = await emailsTo(t.database.db, user.email)
    expect(email).toMatchObject({ template: 'verification', locale: 'fa' })
    expect(email!.text).toMatch(/http:\/\/localhost:3000\/fa\/verify-email\/[\w-]+\/[\w-]+/)
  })

  test('refuses a second account for one email, whatever its case', async () => {
    const first = await registered()
    const res = await post('register/', newBuyer({ email: first.email.toUpperCase() }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ email: ['A user with this email already exists.'] })
  })

  test('refuses a seller, a mismatched confirmation and missing fields, each field with its message', async () => {
    const res = await post('register/', {
      ...newBuyer({ user_type: 'seller', confirm_password: 'something else' }),
      tax_id: undefined,
      is_staff: true,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      user_type: ['Choose one of: customer.'],
      confirm_password: ['Passwords do not match'],
      tax_id: ['This field is required.'],
      is_staff: ['This field is not allowed.'],
    })
  })

  test('says which password rule a new password breaks, in the request language', async () => {
    const cases: [string, string][] = [
      ['short1!', 'This password is too short. It must contain at least 8 characters.'],
      ['1234567890', 'This password is entirely numeric.'],
      ['NarehAvetisyan', 'The password is too similar to your email address or name.'],
      ['iloveyou', 'This password is too common.'],
    ]
    for (const [password, message] of cases) {
      const res = await post('register/', newBuyer({ password }))
      expect(res.json().password, password).toEqual([message])
    }
    const ru = await post('register/', newBuyer({ password: 'sunshine' }), { 'accept-language': 'ru' })
    expect(ru.json()).toEqual({ password: ['Это слишком распространённый пароль.'] })
  })

  test('the demo accounts sign in', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const res = await post('token/', { email: account.email, password: DEMO_PASSWORD })
      expect(res.statusCode, account.email).toBe(200)
    }
  })

  test('signs in with SimpleJWT-shaped tokens, the email in any case', async () => {
    const buyer = await registered()
    const res = await post('token/', { email: ` ${buyer.email.toUpperCase()} `, password: buyer.password })
    expect(res.statusCode).toBe(200)
    const access = decodeJwt(res.json().access)
    expect(access).toMatchObject({
      token_type: 'access',
      user_id: buyer.user.id,
      email: buyer.email,
      name: 'Nareh Avetisyan',
      first_name: 'Nareh',
      last_name: 'Avetisyan',
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 300,
    })
    expect(access.jti).toMatch(/^[0-9a-f]{32}$/)
    expect(decodeJwt(res.json().refresh)).toMatchObject({ token_type: 'refresh', user_id: buyer.user.id })
  })

  test('a password hashed with older parameters is rehashed at N=2^17 on the next sign-in', async () => {
    // The suite hashes cheaply (testing/cheap-password-hashes.ts); this test needs the product's cost.
    setHashCostForTests(SCRYPT.N)
    onTestFinished(() => setHashCostForTests(TEST_SCRYPT_N))
    const buyer = await registered()
    const salt = randomBytes(16)
    const old = scryptSync(buyer.password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 2 ** 26 })
    const stored = `scrypt$32768$8$1$${salt.toString('base64url')}$${old.toString('base64url')}`
    await t.database.db.execute(sql`update users set password_hash = ${stored} where id = ${buyer.user.id}`)
    expect((await post('token/', { email: buyer.email, password: buyer.password })).statusCode).toBe(200)
    const [row] = await queryRows<{ hash: string }>(
      t.database.db,
      sql`select password_hash as hash from users where id = ${buyer.user.id}`,
    )
    expect(row!.hash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect((await post('token/', { email: buyer.email, password: buyer.password })).statusCode).toBe(200)
  })

  test('a wrong password and an unknown email get the same answer', async () => {
    const buyer = await registered()
    const wrong = await post('token/', { email: buyer.email, password: 'not-the-password' })
    const unknown = await post('token/', { email: 'nobody@buyers.example', password: 'not-the-password' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ detail: 'Invalid email or password', code: 'accounts.invalidCredentials' })
    expect(unknown.body).toBe(wrong.body)
    const missing = await post('token/', { email: '', password: '' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    })
  })

  test('a refresh rotates: the new pair works, the used token does not', async () => {
    const buyer = await registered()
    const res = await post('token/refresh/', { refresh: buyer.refresh })
    expect(res.statusCode).toBe(200)
    const next = res.json()
    expect(next.refresh).not.toBe(buyer.refresh)
    expect((await profileOf(next.access)).statusCode).toBe(200)
    expect((await post('token/refresh/', { refresh: next.refresh })).statusCode).toBe(200)
  })

  test('twenty parallel refreshes of one token: exactly one succeeds, and the replay revokes the family', async () => {
    const buyer = await registered()
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('token/refresh/', { refresh: buyer.refresh })),
    )
    const ok = results.filter((r) => r.statusCode === 200)
    expect(ok).toHaveLength(1)
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(401)
      expect(r.json().code).toBe('accounts.tokenInvalid')
    }
    // The nineteen others replayed a consumed token: whoever holds the new pair loses it too.
    const winner = ok[0]!.json()
    expect((await post('token/refresh/', { refresh: winner.refresh })).statusCode).toBe(401)
    expect((await profileOf(winner.access)).statusCode).toBe(401)
  })

  test('a stolen token replayed after its owner refreshed ends the owner’s session and the thief’s', async () => {
    const buyer = await registered()
    const owner = (await post('token/refresh/', { refresh: buyer.refresh })).json()
    const thief = await post('token/refresh/', { refresh: buyer.refresh })
    expect(thief.statusCode).toBe(401)
    expect((await post('token/refresh/', { refresh: owner.refresh })).statusCode).toBe(401)
    expect((await profileOf(owner.access)).statusCode).toBe(401)
    // Another session of the same person is not touched.
    const other = (await post('token/', { email: buyer.email, password: buyer.password })).json()
    expect((await post('token/refresh/', { refresh: other.refresh })).statusCode).toBe(200)
  })

  test('logout ends the session at once, also after a restart, and leaves other sessions alone', async () => {
    const buyer = await registered()
    const other = (await post('token/', { email: buyer.email, password: buyer.password })).json()
    const res = await post('logout/', { refresh: buyer.refresh })
    expect(res.statusCode).toBe(204)
    expect((await profileOf(buyer.access)).statusCode).toBe(401)
    expect((await post('token/refresh/', { refresh: buyer.refresh })).statusCode).toBe(401)
    expect((await post('logout/', { refresh: buyer.refresh })).statusCode).toBe(204)
    expect((await post('logout/', { refresh: 'not-a-token' })).statusCode).toBe(401)

    const restarted = await buildTestApp(kind, { clock: () => now, database: t.database })
    try {
      const again = await restarted.app.inject({
        method: 'POST',
        url: '/api/accounts/token/refresh/',
        payload: { refresh: buyer.refresh },
      })
      expect(again.statusCode).toBe(401)
      expect(
        (
          await restarted.app.inject({
            url: `/api/accounts/users/${buyer.user.id}/`,
            headers: bearer(other.access),
          })
        ).statusCode,
      ).toBe(200)
    } finally {
      await restarted.close()
    }
  })

  test('a verification link verifies once, signs the buyer in, and then is spent', async () => {
    const buyer = await registered()
    const link = await lastLink(t.database.db, buyer.email, 'verification')
    const res = await post('verify-email/', link)
    expect(res.statusCode).toBe(200)
    expect(res.json().detail).toBe('Your email address has been verified.')
    expect((await profileOf(res.json().access)).json().is_verified).toBe(true)
    const again = await post('verify-email/', link, { 'accept-language': 'hy' })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      detail: 'Հաստատման հղումն անվավեր է կամ ժամկետանց։',
      code: 'accounts.verificationLinkInvalid',
    })
  })

  test('a verification link is good at exactly three days and dead one second later', async () => {
    const start = now
    const a = await registered()
    const b = await registered()
    try {
      now = new Date(start.getTime() + 3 * DAY)
      expect(
        (await post('verify-email/', await lastLink(t.database.db, a.email, 'verification'))).statusCode,
      ).toBe(200)
      now = new Date(start.getTime() + 3 * DAY + SECOND)
      expect(
        (await post('verify-email/', await lastLink(t.database.db, b.email, 'verification'))).statusCode,
      ).toBe(400)
    } finally {
      now = start
    }
  })

  test('a forged or mismatched link is refused', async () => {
    const a = await registered()
    const b = await registered()
    const link = await lastLink(t.database.db, a.email, 'verification')
    const other = await lastLink(t.database.db, b.email, 'verification')
    expect((await post('verify-email/', { uid: other.uid, token: link.token })).statusCode).toBe(400)
    expect((await post('verify-email/', { uid: link.uid, token: `${link.token}x` })).statusCode).toBe(400)
    expect((await post('verify-email/', { uid: '!!', token: link.token })).statusCode).toBe(400)
  })

  test('resend sends a new link to an unverified account only, with one answer for every address', async () => {
    const unverified = await registered()
    const verified = await registered()
    await post('verify-email/', await lastLink(t.database.db, verified.email, 'verification'))
    const answers = await Promise.all(
      [unverified.email, verified.email, 'nobody@buyers.example'].map((email) =>
        post('resend-verification/', { email }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body)).size).toBe(1)
    expect((await emailsTo(t.database.db, unverified.email)).map((e) => e.template)).toEqual([
      'verification',
      'verification',
    ])
    expect(await emailsTo(t.database.db, verified.email)).toHaveLength(1)
    // Signed in, the buyer may leave the address out.
    const own = await post('resend-verification/', {}, bearer(unverified.access))
    expect(own.statusCode).toBe(200)
    expect(await emailsTo(t.database.db, unverified.email)).toHaveLength(3)
    expect((await post('resend-verification/', {})).json()).toEqual({ email: ['This field is required.'] })
  })

  test('a password reset: the link checks out, sets the password once, ends every session and says so by email', async () => {
    const buyer = await registered()
    const other = (await post('token/', { email: buyer.email, password: buyer.password })).json()
    const sent = await post('reset-password-link/', { email: buyer.email })
    expect(sent.json().detail).toBe(
      'If an account exists for this email address, we have sent it a link to reset the password.',
    )
    const link = await lastLink(t.database.db, buyer.email, 'password_reset')
    expect((await post('reset-password-link/validate/', link)).statusCode).toBe(200)
    const res = await post('reset-password/', {
      ...link,
      password: 'Caspian-Crossing-48h',
      confirm_password: 'Caspian-Crossing-48h',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().detail).toBe(
      'Your password has been reset. You can now sign in with your new password.',
    )

    const spent = await post('reset-password/', { ...link, password: 'Another-Route-77' })
    expect(spent.json()).toEqual({
      detail: 'This reset link is invalid or has expired. Please request a new one.',
      code: 'accounts.resetLinkInvalid',
    })
    expect((await post('reset-password-link/validate/', link)).statusCode).toBe(400)
    expect((await post('token/', { email: buyer.email, password: buyer.password })).statusCode).toBe(401)
    expect((await post('token/', { email: buyer.email, password: 'Caspian-Crossing-48h' })).statusCode).toBe(
      200,
    )
    for (const session of [buyer, other]) {
      expect((await post('token/refresh/', { refresh: session.refresh })).statusCode).toBe(401)
      expect((await profileOf(session.access)).statusCode).toBe(401)
    }
    expect((await emailsTo(t.database.db, buyer.email)).map((e) => e.template)).toEqual([
      'verification',
      'password_reset',
      'password_changed',
    ])
  })

  test('a reset link is good at exactly one hour and dead one second later', async () => {
    const start = now
    const buyer = await registered()
    await post('reset-password-link/', { email: buyer.email })
    const link = await lastLink(t.database.db, buyer.email, 'password_reset')
    try {
      now = new Date(start.getTime() + 60 * 60 * SECOND)
      expect((await post('reset-password-link/validate/', link)).statusCode).toBe(200)
      now = new Date(start.getTime() + 60 * 60 * SECOND + SECOND)
      expect((await post('reset-password-link/validate/', link)).statusCode).toBe(400)
      expect((await post('reset-password/', { ...link, password: 'Caspian-Crossing-48h' })).statusCode).toBe(
        400,
      )
    } finally {
      now = start
    }
  })

  test('a weak new password is refused without spending the link', async () => {
    const buyer = await registered()
    await post('reset-password-link/', { email: buyer.email })
    const link = await lastLink(t.database.db, buyer.email, 'password_reset')
    const weak = await post('reset-password/', { ...link, password: 'password1' })
    expect(weak.json()).toEqual({ password: ['This password is too common.'] })
    const mismatch = await post('reset-password/', {
      ...link,
      password: 'Caspian-Crossing-48h',
      confirm_password: 'x',
    })
    expect(mismatch.json()).toEqual({ confirm_password: ['Passwords do not match'] })
    expect((await post('reset-password/', { ...link, password: 'Caspian-Crossing-48h' })).statusCode).toBe(
      200,
    )
  })

  test('links die when the password changes: reset and verification alike', async () => {
    const buyer = await registered()
    await post('reset-password-link/', { email: buyer.email })
    const reset = await lastLink(t.database.db, buyer.email, 'password_reset')
    const verify = await lastLink(t.database.db, buyer.email, 'verification')
    const changed = await post(
      'change-password/',
      { current_password: buyer.password, new_password: 'Caspian-Crossing-48h' },
      bearer(buyer.access),
    )
    expect(changed.statusCode).toBe(200)
    expect((await post('reset-password-link/validate/', reset)).statusCode).toBe(400)
    expect((await post('verify-email/', verify)).statusCode).toBe(400)
  })
})
