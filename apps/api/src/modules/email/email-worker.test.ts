import net from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type Database, queryRows } from '../../db/client.ts'
import { testConfig } from '../../testing/build-test-app.ts'
import { captureLogs } from '../../testing/log-capture.ts'
import { freePort, startSmtpSink } from '../../testing/smtp-sink.ts'
import { databaseKinds, openTestDatabase } from '../../testing/test-db.ts'
import { createEmailSender, MAX_ATTEMPTS, RETRY_BASE_MS, startEmailWorker } from './email-worker.ts'
import { type EmailContext, emailContext, enqueueEmail } from './enqueue-email.ts'
import { verificationEmail } from './templates/verification-email.ts'

const SECOND = 1000
const site = { publicUrl: 'https://shop.example', supportEmail: 'help@shop.example' }

describe.each(databaseKinds())('the email outbox on %s', (kind) => {
  let database: Database
  const logs = captureLogs()
  const context: EmailContext = { ...site, log: logs.logger, smtpConfigured: true, logLinks: false }
  const mail = (to: string, token = 'tok') => ({
    to,
    locale: 'fa' as const,
    template: verificationEmail,
    params: { name: 'Kaveh', uid: 'MQ', token },
  })
  const rows = () =>
    queryRows<{
      id: number
      to_address: string
      status: string
      attempts: number
      next_attempt_at: string
      last_error: string | null
    }>(
      database.db,
      sql`select id, to_address, status, attempts, next_attempt_at, last_error from email_outbox order by id`,
    )

  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())
  const workerFor = (smtpUrl: string) =>
    startEmailWorker({
      database,
      smtpUrl,
      mailFrom: 'Caravanserai <no-reply@shop.example>',
      log: logs.logger,
    })

  beforeEach(async () => {
    await database.db.execute(sql`delete from email_outbox`)
    logs.lines.length = 0
  })

  test('an email exists only if the transaction that wrote it commits', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, mail('rolled@back.example'), context)
        throw new Error('the order failed')
      })
      .catch(() => {})
    await database.db.transaction((tx) => enqueueEmail(tx, mail('kept@shop.example'), context))
    expect((await rows()).map((r) => [r.to_address, r.status])).toEqual([['kept@shop.example', 'pending']])
  })

  test('the worker delivers a committed email over SMTP as HTML and text, at once', async () => {
    const sink = await startSmtpSink()
    const worker = await workerFor(sink.url)
    try {
      await database.db.transaction((tx) => enqueueEmail(tx, mail('buyer@shop.example'), context))
      const [received] = await sink.waitFor(1)
      expect(received!.to).toEqual(['buyer@shop.example'])
      expect(received!.subject).toBe('نشانی ایمیل خود را تأیید کنید')
      expect(received!.html).toContain('href="https://shop.example/fa/verify-email/MQ/tok"')
      expect(received!.text).toContain('https://shop.example/fa/verify-email/MQ/tok')
      await expect.poll(async () => (await rows())[0]?.status).toBe('sent')
    } finally {
      await worker.stop()
      await sink.close()
    }
  })

  test('a worker stopped during a backlog finishes the email under way and leaves the rest due', async () => {
    const sink = await startSmtpSink(0, { delayMs: 100 })
    for (let i = 0; i < 20; i++) await enqueueEmail(database.db, mail(`backlog${i}@shop.example`), context)
    const worker = await workerFor(sink.url)
    try {
      await sink.waitFor(1)
      const stopping = Date.now()
      await worker.stop()
      expect(Date.now() - stopping).toBeLessThan(1_000)
      const statuses = (await rows()).map((r) => r.status)
      expect(statuses.filter((s) => s === 'sent').length).toBeLessThanOrEqual(3)
      expect(statuses.filter((s) => s === 'pending').length).toBeGreaterThanOrEqual(17)
      expect(sink.received.length).toBe(statuses.filter((s) => s === 'sent').length)
    } finally {
      await sink.close()
    }
  })

  test('a worker stopped while its mail server stalls gives the email back, due at once, and stops', async () => {
    // Takes the connection and never says a word: the send would wait for its timeouts.
    const sockets: net.Socket[] = []
    const stalled = net.createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve))
    const { port } = stalled.address() as net.AddressInfo
    await enqueueEmail(database.db, mail('waiting@shop.example'), context)
    const worker = await startEmailWorker({
      database,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'no-reply@shop.example',
      log: logs.logger,
      stopWaitMs: 300,
    })
    try {
      await expect.poll(() => sockets.length).toBe(1)
      const stopping = Date.now()
      await worker.stop()
      expect(Date.now() - stopping).toBeLessThan(2_000)
      const [row] = await rows()
      expect(row).toMatchObject({ status: 'pending', attempts: 1 })
      expect(new Date(row!.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now())
      expect(logs.lines.join('\n')).toContain('given back to the outbox')
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => stalled.close(resolve))
      // The abandoned send fails once its socket is gone, and says so, before the next test.
      await expect.poll(() => logs.lines.join('\n')).toContain('email delivery failed')
    }
  })

  test('mail down: the email waits with a doubling delay and goes out when SMTP is back', async () => {
    const port = await freePort()
    const sender = createEmailSender({
      database,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'no-reply@shop.example',
      log: logs.logger,
    })
    await enqueueEmail(database.db, mail('patient@shop.example'), context)
    const start = new Date(Date.now() + SECOND)
    expect(await sender.runOnce(start)).toBe(0)
    let [row] = await rows()
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row!.last_error).toMatch(/ECONNREFUSED/)
    expect(new Date(row!.next_attempt_at).getTime()).toBe(start.getTime() + RETRY_BASE_MS)
    expect(await sender.runOnce(new Date(start.getTime() + RETRY_BASE_MS - SECOND))).toBe(0)
    expect((await rows())[0]!.attempts).toBe(1)

    const second = new Date(start.getTime() + RETRY_BASE_MS)
    expect(await sender.runOnce(second)).toBe(0)
    ;[row] = await rows()
    expect(new Date(row!.next_attempt_at).getTime()).toBe(second.getTime() + 2 * RETRY_BASE_MS)
    expect(logs.lines.filter((l) => l.includes('will retry'))).toHaveLength(2)

    const sink = await startSmtpSink(port)
    try {
      expect(await sender.runOnce(new Date(second.getTime() + 2 * RETRY_BASE_MS))).toBe(1)
      expect((await sink.waitFor(1))[0]!.to).toEqual(['patient@shop.example'])
      expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 3, last_error: null })
    } finally {
      sender.close()
      await sink.close()
    }
  })

  test('an email that keeps failing is given up after the last attempt, with an error logged', async () => {
    const port = await freePort()
    const sender = createEmailSender({
      database,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'no-reply@shop.example',
      log: logs.logger,
    })
    const id = await enqueueEmail(database.db, mail('gone@nowhere.example'), context)
    await database.db.execute(sql`update email_outbox set attempts = ${MAX_ATTEMPTS - 1} where id = ${id}`)
    await sender.runOnce()
    sender.close()
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
    expect(logs.lines.some((l) => l.includes('"level":50') && l.includes('email given up'))).toBe(true)
  })

  test('an email written in the same millisecond as the clock reading is already due', async () => {
    const sink = await startSmtpSink()
    const sender = createEmailSender({
      database,
      smtpUrl: sink.url,
      mailFrom: 'no-reply@shop.example',
      log: logs.logger,
    })
    try {
      // The database stamps the email in microseconds (…123456); the worker's clock reads …123.
      await database.db.execute(sql`insert into email_outbox (to_address, locale, template, subject, html, text, next_attempt_at)
        values ('same@shop.example', 'fa', 'verification', 's', '<p>h</p>', 't', '2026-11-24T10:00:00.123456Z')`)
      expect(await sender.runOnce(new Date('2026-11-24T10:00:00.122Z'))).toBe(0)
      expect(await sender.runOnce(new Date('2026-11-24T10:00:00.123Z'))).toBe(1)
    } finally {
      sender.close()
      await sink.close()
    }
  })

  test('two workers on one outbox send each email exactly once', async () => {
    const sink = await startSmtpSink()
    const senders = [1, 2].map(() =>
      createEmailSender({ database, smtpUrl: sink.url, mailFrom: 'no-reply@shop.example', log: logs.logger }),
    )
    try {
      for (let i = 0; i < 24; i++) await enqueueEmail(database.db, mail(`b${i}@shop.example`), context)
      const sent = await Promise.all(senders.map((s) => s.runOnce()))
      expect(sent[0]! + sent[1]!).toBe(24)
      const addresses = (await sink.waitFor(24)).flatMap((m) => m.to)
      expect(new Set(addresses).size).toBe(24)
      expect(addresses).toHaveLength(24)
    } finally {
      for (const s of senders) s.close()
      await sink.close()
    }
  })

  test('a slow SMTP server: a second sender joining a long run sends each email once', async () => {
    // Each email takes 600 ms to be accepted and a claim holds for 4 s (a send may take half of
    // that, room for a busy machine): a run of ten, longer than a claim, must lease each email
    // from its own send, or the second sender would take one under way.
    const [LEASE_MS, EMAILS] = [4000, 10]
    const sink = await startSmtpSink(0, { delayMs: 600 })
    const sender = () =>
      createEmailSender({
        database,
        smtpUrl: sink.url,
        mailFrom: 'no-reply@shop.example',
        log: logs.logger,
        leaseMs: LEASE_MS,
      })
    const [first, second] = [sender(), sender()]
    try {
      for (let i = 0; i < EMAILS; i++) await enqueueEmail(database.db, mail(`slow${i}@shop.example`), context)
      const firstRun = first.runOnce()
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 100))
      const sent = (await Promise.all([firstRun, second.runOnce()])).reduce((a, b) => a + b)
      const addresses = sink.received.flatMap((m) => m.to)
      expect(addresses.toSorted()).toEqual(
        Array.from({ length: EMAILS }, (_, i) => `slow${i}@shop.example`).toSorted(),
      )
      expect(sent).toBe(EMAILS)
      expect((await rows()).map((r) => r.status)).toEqual(Array(EMAILS).fill('sent'))
    } finally {
      first.close()
      second.close()
      await sink.close()
    }
  })

  test('a sender stuck on one email holds back only that one: another sends the rest at once', async () => {
    // The stuck sender's server takes the connection and never greets, as a dead sender's would
    // never answer: the claim on its email stands, but nothing else may wait behind it.
    const silent = net.createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const sink = await startSmtpSink()
    const options = { database, mailFrom: 'no-reply@shop.example', log: logs.logger }
    const stuck = createEmailSender({
      ...options,
      smtpUrl: `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`,
      leaseMs: 2000,
    })
    const other = createEmailSender({ ...options, smtpUrl: sink.url })
    try {
      for (let i = 0; i < 5; i++) await enqueueEmail(database.db, mail(`held${i}@shop.example`), context)
      const stuckRun = stuck.runOnce()
      await expect.poll(async () => (await rows()).filter((r) => r.attempts === 1).length).toBe(1)
      expect(await other.runOnce()).toBe(4)
      expect(await stuckRun).toBe(0)
      const held = (await rows()).filter((r) => r.status === 'pending')
      expect(held).toEqual([expect.objectContaining({ to_address: 'held0@shop.example', attempts: 1 })])
      expect(sink.received.flatMap((m) => m.to).toSorted()).toEqual(
        [1, 2, 3, 4].map((i) => `held${i}@shop.example`),
      )
    } finally {
      stuck.close()
      other.close()
      await sink.close()
      silent.close()
    }
  })

  test('without SMTP an email stays in the outbox and one line says so, with the link only in development', async () => {
    const quiet = { ...context, smtpConfigured: false, logLinks: false }
    await enqueueEmail(database.db, mail('prod@shop.example', 'secret-token-1'), quiet)
    await enqueueEmail(database.db, mail('dev@shop.example', 'dev-token-2'), { ...quiet, logLinks: true })
    expect((await rows()).map((r) => r.status)).toEqual(['pending', 'pending'])
    const lines = logs.lines.filter((l) => l.includes('SMTP_URL is not set'))
    expect(lines).toHaveLength(2)
    expect(lines[0]).not.toContain('secret-token-1')
    expect(lines[0]).not.toContain('prod@shop.example')
    expect(lines[1]).toContain('https://shop.example/fa/verify-email/MQ/dev-token-2')
  })
})

test('only development without SMTP may log links', () => {
  const log = captureLogs().logger
  const links = (env: Record<string, string>) => emailContext(testConfig(env), log).logLinks
  expect(links({ NODE_ENV: 'development' })).toBe(true)
  expect(links({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(false)
  expect(links({ NODE_ENV: 'production' })).toBe(false)
  expect(links({})).toBe(false)
})
