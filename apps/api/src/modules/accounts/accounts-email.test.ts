import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import { captureLogs } from '../../testing/log-capture.ts'
import { emailsTo, lastLink } from '../../testing/outbox.ts'
import { freePort, startSmtpSink } from '../../testing/smtp-sink.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { createEmailSender } from '../email/email-worker.ts'
import { UNIFORM_ANSWER_MS } from './accounts-routes.ts'

// Each test starts its own app (SMTP settings differ); on a busy machine that takes a while.
const SLOW = { timeout: 90_000 }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

describe.each(databaseKinds())('account emails on %s', (kind) => {
  let n = 0
  const buyer = (overrides: object = {}) => ({
    name: 'Lilit Hakobyan',
    email: `lilit${++n}@buyers.example`,
    password: 'Saffron-Route-2026',
    phone_number: '+374 10 222222',
    address: 'Gyumri',
    tax_id: 'AM-77',
    ...overrides,
  })
  const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/accounts/${url}`,
      payload,
      headers,
      remoteAddress: `10.3.${n % 250}.${Math.floor(Math.random() * 250)}`,
    })

  test(
    'registration sends the verification email over real SMTP, in the request language',
    SLOW,
    async () => {
      const sink = await startSmtpSink()
      const t = await buildTestApp(kind, {
        config: testConfig({ SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example' }),
      })
      try {
        const body = buyer()
        expect((await post(t, 'register/', body, { 'accept-language': 'hy' })).statusCode).toBe(201)
        const [mail] = await sink.waitFor(1)
        expect(mail!.to).toEqual([body.email])
        expect(mail!.subject).toBe('Հաստատեք Ձեր էլ. փոստի հասցեն')
        expect(mail!.text).toMatch(/https:\/\/shop\.example\/am\/verify-email\/[\w-]+\/[\w-]+/)
        expect(mail!.html).toContain('lang="am"')
        const link = /verify-email\/([\w-]+)\/([\w-]+)/.exec(mail!.text)!
        expect((await post(t, 'verify-email/', { uid: link[1], token: link[2] })).statusCode).toBe(200)
      } finally {
        await t.close()
        await sink.close()
      }
    },
  )

  test('mail down: the request still succeeds, and the email goes out once SMTP is back', SLOW, async () => {
    const port = await freePort()
    const smtpUrl = `smtp://127.0.0.1:${port}`
    const t = await buildTestApp(kind, { config: testConfig({ SMTP_URL: smtpUrl }) })
    const body = buyer()
    try {
      expect((await post(t, 'register/', body)).statusCode).toBe(201)
      expect((await post(t, 'reset-password-link/', { email: body.email })).statusCode).toBe(200)
      await expect
        .poll(async () =>
          (
            await queryRows<{ attempts: number }>(
              t.database.db,
              sql`select attempts from email_outbox where to_address = ${body.email}`,
            )
          ).map((r) => r.attempts),
        )
        .toEqual([1, 1])
      const sink = await startSmtpSink(port)
      const sender = createEmailSender({
        database: t.database,
        smtpUrl,
        mailFrom: 'no-reply@shop.example',
        log: t.app.log,
      })
      try {
        expect(await sender.runOnce(new Date(Date.now() + 60 * 60 * 1000))).toBe(2)
        expect((await sink.waitFor(2)).map((m) => m.subject).sort()).toEqual([
          'Confirm your email address',
          'Reset your password',
        ])
      } finally {
        sender.close()
        await sink.close()
      }
    } finally {
      await t.close()
    }
  })

  test(
    'reset and resend answer alike for known and unknown addresses, in body and in time, with mail down',
    SLOW,
    async () => {
      const t = await buildTestApp(kind, {
        config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }),
      })
      try {
        const known = buyer()
        await post(t, 'register/', known)
        for (const url of ['reset-password-link/', 'resend-verification/']) {
          const times: Record<string, number[]> = { known: [], unknown: [] }
          const bodies = new Set<string>()
          // Two of each: the address's limit (5 an hour, both kinds together) stays out of the way.
          for (let i = 0; i < 2; i++) {
            for (const [who, email] of [
              ['known', known.email],
              ['unknown', `ghost${i}@buyers.example`],
            ] as const) {
              const start = performance.now()
              const res = await post(t, url, { email }, { 'accept-language': 'fa' })
              times[who]!.push(performance.now() - start)
              expect(res.statusCode).toBe(200)
              bodies.add(res.body)
            }
          }
          expect(bodies.size, url).toBe(1)
          expect(Math.min(...times.known!, ...times.unknown!)).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5)
          // The fastest of each: the least disturbed by whatever else the machine is doing.
          expect(Math.abs(Math.min(...times.known!) - Math.min(...times.unknown!)), url).toBeLessThan(100)
        }
        expect((await emailsTo(t.database.db, known.email)).map((e) => e.template).sort()).toEqual([
          'password_reset',
          'password_reset',
          'verification',
          'verification',
          'verification',
        ])
      } finally {
        await t.close()
      }
    },
  )

  test(
    'a wrong password for a known email costs as much hashing as any password for an unknown one',
    SLOW,
    async () => {
      const t = await buildTestApp(kind)
      try {
        const known = buyer()
        await post(t, 'register/', known)
        const time = async (email: string) => {
          const start = performance.now()
          expect((await post(t, 'token/', { email, password: 'not-the-password' })).statusCode).toBe(401)
          return performance.now() - start
        }
        const knownTimes = []
        const unknownTimes = []
        for (let i = 0; i < 3; i++) {
          knownTimes.push(await time(known.email))
          unknownTimes.push(await time(`ghost${n}-${i}@buyers.example`))
        }
        // Without the dummy hash an unknown email answers in a few milliseconds, not in a hash's time.
        expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.4)
      } finally {
        await t.close()
      }
    },
  )
})

describe('the log', () => {
  let t: TestApp
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  const logs = captureLogs()

  beforeAll(async () => {
    sink = await startSmtpSink()
    t = await buildTestApp(databaseKinds()[0], {
      logStream: logs.stream,
      config: testConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'trace',
        SMTP_URL: sink.url,
      }),
    })
  })
  afterAll(async () => {
    await t.close()
    await sink.close()
  })

  test('holds no token, password or link from any account flow', SLOW, async () => {
    const secrets: string[] = []
    const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/accounts/${url}`, payload, headers })
      for (const value of Object.values(res.body ? (res.json() as Record<string, unknown>) : {})) {
        if (typeof value === 'string' && value.split('.').length === 3) secrets.push(value)
      }
      return res
    }
    const password = 'Saffron-Route-2026'
    const email = 'logged@buyers.example'
    secrets.push(password, 'Caspian-Crossing-48h', 'Wrong-Guess-123', 'Tabriz-Carpet-99')
    const reg = await post('register/', {
      name: 'Log Reader',
      email,
      password,
      phone_number: '+374 10 111111',
      address: 'Vanadzor',
      tax_id: 'AM-9',
    })
    const { access, refresh } = reg.json()
    await post('token/', { email, password: 'Wrong-Guess-123' })
    await post('token/', { email, password })
    const rotated = (await post('token/refresh/', { refresh })).json()
    await post('token/refresh/', { refresh })
    await t.app.inject({ url: '/api/accounts/users/1/', headers: { authorization: `Bearer ${access}x` } })
    const verify = await lastLink(t.database.db, email, 'verification')
    await post('verify-email/', verify)
    await post('resend-verification/', { email })
    await post('reset-password-link/', { email })
    const reset = await lastLink(t.database.db, email, 'password_reset')
    await post('reset-password-link/validate/', reset)
    await post('reset-password/', { ...reset, password: 'Caspian-Crossing-48h' })
    const fresh = (await post('token/', { email, password: 'Caspian-Crossing-48h' })).json()
    await post(
      'change-password/',
      { current_password: 'Caspian-Crossing-48h', new_password: 'Tabriz-Carpet-99' },
      { authorization: `Bearer ${fresh.access}` },
    )
    await post('logout/', { refresh: rotated.refresh })
    // Verification, reset link, and two password-changed notices (the resend found the address verified).
    await sink.waitFor(4)
    secrets.push(verify.token, reset.token, '/en/verify-email/', '/en/reset-password/')

    // Each of the 14 requests above wrote its line: the log was really listened to.
    expect(logs.lines.filter((l) => l.includes('"responseTime"')).length).toBeGreaterThanOrEqual(14)
    expect(logs.lines.some((l) => l.includes('a used refresh token came back'))).toBe(true)
    for (const secret of secrets) {
      const leaks = logs.lines.filter((line) => line.includes(secret))
      expect(leaks, secret.slice(0, 24)).toEqual([])
    }
  })

  test(
    'names a failed outbox write by its SQL and SQLSTATE, never by the link it was given',
    SLOW,
    async () => {
      const email = 'outbox-down@buyers.example'
      await t.app.inject({
        method: 'POST',
        url: '/api/accounts/register/',
        payload: {
          name: 'Outbox Down',
          email,
          password: 'Saffron-Route-2026',
          phone_number: '+374 10 1',
          address: 'Ijevan',
          tax_id: 'AM-1',
        },
      })
      await t.database.db.execute(sql`create function refuse_mail() returns trigger language plpgsql
      as $$ begin raise exception 'outbox refused' using errcode = 'P0001'; end $$`)
      await t.database.db.execute(
        sql`create trigger refuse_mail before insert on email_outbox for each row execute function refuse_mail()`,
      )
      logs.lines.length = 0
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/accounts/reset-password-link/',
          payload: { email },
        })
        expect(res.statusCode).toBeGreaterThanOrEqual(500)
      } finally {
        await t.database.db.execute(sql`drop trigger refuse_mail on email_outbox`)
        await t.database.db.execute(sql`drop function refuse_mail()`)
      }
      const failure = logs.lines.find((line) => line.includes('"sqlState":"P0001"'))
      expect(failure, logs.lines.join('\n')).toContain('insert into \\"email_outbox\\"')
      expect(logs.lines.filter((line) => /reset-password\/[\w-]{8,}|params:|Saffron/.test(line))).toEqual([])
    },
  )
})
