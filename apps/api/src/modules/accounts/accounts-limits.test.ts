import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clientNetwork, type FailureLimit } from '../../plugins/rate-limit.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import { isRedisReachable, TEST_REDIS_URL, uniquePrefix } from '../../testing/redis.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { LOGIN_FAILURES, LOGIN_FAILURES_PER_IP } from './accounts-limits.ts'

const MINUTE = 60_000
const redisUp = await isRedisReachable()

const buyer = (n: number, overrides: object = {}) => ({
  name: 'Ani Sargsyan',
  email: `limits${n}@buyers.example`,
  password: 'Saffron-Route-2026',
  phone_number: '+374 10 000000',
  address: 'Yerevan',
  tax_id: 'AM-1',
  ...overrides,
})

// The limits keep no state in the database, so one database kind is enough here; the shared
// Redis case runs on PostgreSQL where it can, as production does.
describe('abuse limits of the auth API', () => {
  let t: TestApp
  let now = new Date('2026-05-01T10:00:00Z')
  let n = 0
  const post = (
    app: TestApp,
    url: string,
    payload: object,
    ip: string,
    headers: Record<string, string> = {},
  ) => app.app.inject({ method: 'POST', url: `/api/accounts/${url}`, payload, remoteAddress: ip, headers })

  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      clock: () => now,
      config: testConfig({ TRUSTED_PROXIES: '127.0.0.1' }),
    })
  })
  afterAll(() => t.close())

  // Each real failure costs a password hash, so earlier failures are recorded straight into the
  // app's limiter under the key the route uses; the route then has to act on them.
  const fail = async (limit: FailureLimit, key: string, times: number) => {
    for (let i = 0; i < times; i++) await t.app.rateLimiter.recordFailure(limit, key)
  }

  test('sign-in failures per email and IP: five free, then a delay that doubles, and the right password waits too', async () => {
    const account = buyer(++n)
    expect((await post(t, 'register/', account, '198.51.100.1')).statusCode).toBe(201)
    const login = (password: string, ip = '198.51.100.1') =>
      post(t, 'token/', { email: ` ${account.email.toUpperCase()}`, password }, ip, {
        'accept-language': 'ru',
      })
    await fail(LOGIN_FAILURES, `${account.email}|198.51.100.1`, 4)
    expect((await login(account.password)).statusCode).toBe(200)
    await fail(LOGIN_FAILURES, `${account.email}|198.51.100.1`, 4)
    expect((await login('wrong-password')).statusCode).toBe(401)

    let res = await login(account.password)
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('60')
    expect(res.json()).toEqual({
      detail: 'Слишком много неудачных попыток входа. Повторите попытку через 60 с.',
      code: 'accounts.tooManyLoginAttempts',
      params: { seconds: 60 },
    })
    // The same email from elsewhere is another pair.
    expect((await login(account.password, '198.51.100.2')).statusCode).toBe(200)

    now = new Date(now.getTime() + MINUTE)
    expect((await login('wrong-again')).statusCode).toBe(401)
    res = await login(account.password)
    expect(res.headers['retry-after']).toBe('120')
    now = new Date(now.getTime() + 2 * MINUTE)
    expect((await login(account.password)).statusCode).toBe(200)
  })

  test('an unknown email is limited exactly like a known one', async () => {
    const known = buyer(++n)
    await post(t, 'register/', known, '198.51.100.3')
    const answers = []
    for (const email of [known.email, 'ghost@buyers.example']) {
      await fail(LOGIN_FAILURES, `${email}|198.51.100.3`, 4)
      await post(t, 'token/', { email, password: 'wrong-password' }, '198.51.100.3')
      const res = await post(t, 'token/', { email, password: 'wrong-password' }, '198.51.100.3')
      answers.push([res.statusCode, res.body])
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]![0]).toBe(429)
  })

  test('fifty failures from one IP block it for every email, for fifteen minutes', async () => {
    await fail(LOGIN_FAILURES_PER_IP, '198.51.100.9', 49)
    const last = await post(
      t,
      'token/',
      { email: 'spray@buyers.example', password: 'Password1' },
      '198.51.100.9',
    )
    expect(last.statusCode).toBe(401)
    const res = await post(t, 'token/', { email: 'fresh@buyers.example', password: 'x' }, '198.51.100.9')
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('900')
    expect(
      (await post(t, 'token/', { email: 'fresh@buyers.example', password: 'x' }, '198.51.100.10')).statusCode,
    ).toBe(401)
  })

  test('40 failed sign-ins on one account from 40 addresses: limited after twenty, softly', {
    timeout: 90_000,
  }, async () => {
    const account = buyer(++n)
    expect((await post(t, 'register/', account, '198.51.110.1')).statusCode).toBe(201)
    const codes = []
    for (let i = 0; i < 40; i++) {
      const res = await post(t, 'token/', { email: account.email, password: `Guess-${i}-x` }, `203.0.${i}.7`)
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([...Array(20).fill(401), ...Array(20).fill(429)])
    // The owner, from an address of their own, waits too, but only half a minute.
    const owner = await post(t, 'token/', { email: account.email, password: account.password }, '192.0.2.44')
    expect(owner.statusCode).toBe(429)
    expect(owner.headers['retry-after']).toBe('30')
    now = new Date(now.getTime() + 30_000)
    expect(
      (await post(t, 'token/', { email: account.email, password: account.password }, '192.0.2.44'))
        .statusCode,
    ).toBe(200)
  })

  test('an IPv6 client counts by its /64: a fresh address in the same network is the same client', async () => {
    const email = `v6-${++n}@buyers.example`
    await fail(LOGIN_FAILURES, `${email}|${clientNetwork('2001:db8:aa:1::1')}`, 5)
    const from = (ip: string) => post(t, 'token/', { email, password: 'Wrong-Password-1' }, ip)
    expect((await from('2001:db8:aa:1:ffff:1234:5678:9abc')).statusCode).toBe(429)
    expect((await from('2001:db8:aa:2::1')).statusCode).toBe(401)
  })

  test.each([
    ['2001:db8:aa:1::1', '2001:db8:aa:1::/64'],
    ['2001:0DB8:00AA:0001:ffff:1:2:3', '2001:db8:aa:1::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['198.51.100.7', '198.51.100.7'],
  ])('%s is counted as %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network)
  })

  test('reset and verification emails: five an hour per address, across IPs', async () => {
    const email = `nobody${++n}@buyers.example`
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(t, 'reset-password-link/', { email }, `198.51.101.${i}`)),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429])
    const refused = answers.find((a) => a.statusCode === 429)!
    expect(refused.json().code).toBe('accounts.tooManyEmailRequests')
    expect(Number(refused.headers['retry-after'])).toBe(3600)
    // The address's count is shared with verification emails.
    expect((await post(t, 'resend-verification/', { email }, '198.51.101.99')).statusCode).toBe(429)
  })

  test('reset and verification emails: twenty an hour per IP, whatever the addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        post(
          t,
          i % 2 ? 'resend-verification/' : 'reset-password-link/',
          { email: `x${n}-${i}@b.example` },
          '198.51.102.1',
        ),
      ),
    )
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1)
  })

  test('registration: ten an hour per IP', async () => {
    const tries = []
    // A refused password still counts, and costs no hashing.
    for (let i = 0; i < 11; i++)
      tries.push(
        (await post(t, 'register/', buyer(++n, { password: 'password1' }), '198.51.103.1')).statusCode,
      )
    expect(tries).toEqual([...Array(10).fill(400), 429])
  })

  test('X-Forwarded-For names the client only when a trusted proxy sends it', async () => {
    const register = (ip: string, forwarded: string) =>
      post(t, 'register/', buyer(++n, { password: 'password1' }), ip, { 'x-forwarded-for': forwarded })
    for (let i = 0; i < 10; i++) await register('127.0.0.1', '203.0.113.50')
    expect((await register('127.0.0.1', '203.0.113.50')).statusCode).toBe(429)
    expect((await register('127.0.0.1', '203.0.113.51')).statusCode).toBe(400)
    // From an untrusted peer the header is ignored: the peer itself is counted.
    for (let i = 0; i < 10; i++) await register('198.51.104.1', `203.0.113.${100 + i}`)
    expect((await register('198.51.104.1', '203.0.113.200')).statusCode).toBe(429)
  })

  test.runIf(redisUp)('two instances share one limit through Redis', { timeout: 60_000 }, async () => {
    const kind = databaseKinds().at(-1)!
    const config = testConfig({ REDIS_URL: TEST_REDIS_URL })
    const rateLimitPrefix = uniquePrefix('two-instances')
    const a = await buildTestApp(kind, { config, rateLimitPrefix })
    const b = await buildTestApp(kind, { config, rateLimitPrefix, database: a.database })
    try {
      const codes = []
      for (let i = 0; i < 12; i++) {
        const app = i % 2 ? b : a
        codes.push(
          (await post(app, 'register/', buyer(++n, { password: 'password1' }), '198.51.105.1')).statusCode,
        )
      }
      expect(codes).toEqual([...Array(10).fill(400), 429, 429])
    } finally {
      await b.close()
      await a.close()
    }
  })
})
