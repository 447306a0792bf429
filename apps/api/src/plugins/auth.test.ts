import { sql } from 'drizzle-orm'
import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp, testConfig } from '../testing/build-test-app.ts'
import { databaseKinds } from '../testing/test-db.ts'

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret!')

function b64(json: object) {
  return Buffer.from(JSON.stringify(json)).toString('base64url')
}

describe.each(databaseKinds())('Bearer tokens on %s', (kind) => {
  let t: TestApp
  let now = new Date('2026-05-01T10:00:00Z')
  let counter = 0
  let session: { id: number; email: string; access: string; refresh: string }

  const profile = (authorization: string, id = session.id) =>
    t.app.inject({ url: `/api/accounts/users/${id}/`, headers: { authorization } })
  const register = async () => {
    counter += 1
    const email = `token${counter}@buyers.example`
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register/',
      payload: {
        name: 'Ani Sargsyan',
        email,
        password: 'Saffron-Route-2026',
        phone_number: '+374 10 000000',
        address: 'Yerevan',
        tax_id: 'AM-1',
      },
    })
    const { user, access, refresh } = res.json()
    return { id: user.id as number, email, access: access as string, refresh: refresh as string }
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      clock: () => now,
      config: testConfig({ ACCESS_TOKEN_TTL_SECONDS: '300' }),
    })
    session = await register()
  })
  afterAll(() => t.close())

  test('a fresh access token is accepted', async () => {
    expect((await profile(`Bearer ${session.access}`)).statusCode).toBe(200)
  })

  test('an access token is good until its last second and refused at its expiry', async () => {
    const start = now
    const { exp } = decodeJwt(session.access)
    try {
      now = new Date((exp! - 1) * 1000)
      expect((await profile(`Bearer ${session.access}`)).statusCode).toBe(200)
      now = new Date(exp! * 1000)
      expect((await profile(`Bearer ${session.access}`)).statusCode).toBe(401)
    } finally {
      now = start
    }
  })

  test.each([
    [
      'tampered',
      (a: string) => {
        const [h, p, s] = a.split('.')
        const claims = JSON.parse(Buffer.from(p!, 'base64url').toString())
        return `${h}.${b64({ ...claims, user_id: claims.user_id + 1 })}.${s}`
      },
    ],
    ['alg none', (a: string) => `${b64({ alg: 'none', typ: 'JWT' })}.${a.split('.')[1]}.`],
    ['garbage', () => 'not.a.token'],
  ])('a %s token is 401', async (_name, forge) => {
    const res = await profile(`Bearer ${forge(session.access)}`)
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('errors.tokenNotValid')
  })

  test('a token signed with another key is 401', async () => {
    const claims = decodeJwt(session.access)
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another!'))
    expect((await profile(`Bearer ${forged}`)).statusCode).toBe(401)
    const resigned = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(SECRET)
    expect((await profile(`Bearer ${resigned}`)).statusCode).toBe(200)
  })

  test('a refresh token is not an access token', async () => {
    expect((await profile(`Bearer ${session.refresh}`)).statusCode).toBe(401)
  })

  test('a malformed Authorization header is 401', async () => {
    expect((await profile(`Token ${session.access}`)).statusCode).toBe(401)
    expect((await profile('Bearer')).statusCode).toBe(401)
  })

  test('the token of a deactivated user is 401', async () => {
    const other = await register()
    await t.database.db.execute(sql`update users set is_active = false where id = ${other.id}`)
    expect((await profile(`Bearer ${other.access}`, other.id)).statusCode).toBe(401)
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/token/refresh/',
      payload: { refresh: other.refresh },
    })
    expect(refresh.statusCode).toBe(401)
  })

  test('a token issued before the last password change is 401', async () => {
    const other = await register()
    // A token without a session id (another issuer's, SimpleJWT's) is still judged by its age.
    const { sid: _sid, ...claims } = decodeJwt(other.access)
    const bare = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(SECRET)
    expect((await profile(`Bearer ${bare}`, other.id)).statusCode).toBe(200)
    await t.database.db.execute(
      sql`update users set password_changed_at = ${new Date(now.getTime() + 1000)} where id = ${other.id}`,
    )
    expect((await profile(`Bearer ${bare}`, other.id)).statusCode).toBe(401)
  })
})
