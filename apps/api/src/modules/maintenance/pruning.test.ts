import os from 'node:os'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Database, queryRows } from '../../db/client.ts'
import { testConfig } from '../../testing/build-test-app.ts'
import { captureLogs } from '../../testing/log-capture.ts'
import { databaseKinds, openTestDatabase } from '../../testing/test-db.ts'
import { emailContext } from '../email/enqueue-email.ts'
import type { FileStore } from '../files/file-store.ts'
import { pgBlobStore } from '../files/pg-blob-store.ts'
import { pruneExpired, startPruning } from './pruning.ts'

const NOW = new Date('2026-06-01T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(NOW.getTime() - days * DAY)
const clock = () => NOW
// No upload here: the files' pruning has its own tests (files/file-pruning.test.ts).
const cacheDir = path.join(os.tmpdir(), `caravanserai-pruning-${process.pid}`, 'media')
const NO_FILES = { unattachedFiles: 0, fileBytes: 0 }

describe.each(databaseKinds())('pruning expired rows on %s', (kind) => {
  let database: Database
  let files: FileStore
  let userId: number

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    files = { blobs: pgBlobStore(database.db), cacheDir, quotaBytes: 1 }
    const [user] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into users (email, password_hash) values ('nareh@buyers.example', '!') returning id`,
    )
    userId = user!.id
  })
  afterAll(() => database.close())

  const email = (subject: string, status: string, sentAt: Date | null, createdAt: Date) =>
    database.db.execute(
      sql`insert into email_outbox (to_address, locale, template, subject, html, text, status, sent_at, created_at)
        values ('nareh@buyers.example', 'en', 'verification', ${subject}, '<p>x</p>', 'x', ${status}, ${sentAt}, ${createdAt})`,
    )
  const link = (hash: string, expiresAt: Date, usedAt: Date | null) =>
    database.db.execute(
      sql`insert into user_tokens (user_id, purpose, token_hash, expires_at, used_at)
        values (${userId}, 'reset_password', ${hash}, ${expiresAt}, ${usedAt})`,
    )
  const refresh = (jti: string, family: string, expiresAt: Date, revokedAt: Date | null = null) =>
    database.db.execute(
      sql`insert into refresh_tokens (jti, family_id, user_id, expires_at, revoked_at)
        values (${jti}, ${family}, ${userId}, ${expiresAt}, ${revokedAt})`,
    )
  const column = async (query: SQL) =>
    (await queryRows<{ v: string }>(database.db, query)).map((row) => row.v).sort()

  test('deletes old sent emails, spent links and dead sessions, and keeps everything still in use', async () => {
    await email('sent long ago', 'sent', ago(31), ago(31))
    await email('sent lately', 'sent', ago(29), ago(29))
    await email('still waiting', 'pending', null, ago(40))
    await email('given up', 'failed', null, ago(40))
    await link('used', new Date(NOW.getTime() + DAY), ago(0.5))
    await link('expired', ago(0.01), null)
    await link('fresh', new Date(NOW.getTime() + 60_000), null)
    // A family is one login: each refresh added a token to it.
    await refresh('a1', 'expired', ago(9))
    await refresh('a2', 'expired', ago(1))
    await refresh('b1', 'revoked-and-expired', ago(2), ago(3))
    await refresh('c1', 'revoked-lately', new Date(NOW.getTime() + 6 * DAY), ago(0.1))
    await refresh('d1', 'in-use', ago(1))
    await refresh('d2', 'in-use', new Date(NOW.getTime() + 6 * DAY))
    // A digest's claim matters on its day; a month on it is dead weight.
    for (const daysAgo of [31, 2])
      await database.db.execute(sql`insert into staff_digests (user_id, day, items, sent_at)
        values (${userId}, ${ago(daysAgo).toISOString().slice(0, 10)}, 1, ${ago(daysAgo)})`)

    expect(await pruneExpired(database.db, files, clock)).toEqual({
      sentEmails: 1,
      oneTimeTokens: 2,
      refreshTokens: 3,
      staffDigests: 1,
      ...NO_FILES,
    })
    expect(await column(sql`select items::text as v from staff_digests`)).toHaveLength(1)
    expect(await column(sql`select subject as v from email_outbox`)).toEqual([
      'given up',
      'sent lately',
      'still waiting',
    ])
    expect(await column(sql`select token_hash as v from user_tokens`)).toEqual(['fresh'])
    expect(await column(sql`select jti as v from refresh_tokens`)).toEqual(['c1', 'd1', 'd2'])
    // Nothing left to do: a second instance running at the same time finds nothing.
    expect(await pruneExpired(database.db, files, clock)).toEqual({
      sentEmails: 0,
      oneTimeTokens: 0,
      refreshTokens: 0,
      staffDigests: 0,
      ...NO_FILES,
    })
  })

  test('the schedule logs one line of counts, without addresses, and stops', async () => {
    await email('sent long ago', 'sent', ago(45), ago(45))
    const logs = captureLogs()
    const pruning = startPruning({
      db: database.db,
      files,
      clock,
      log: logs.logger,
      digests: { hour: 7, email: emailContext(testConfig(), logs.logger) },
      unpaidOrders: { days: 14, email: emailContext(testConfig(), logs.logger) },
      shipmentNotices: { email: emailContext(testConfig(), logs.logger) },
      claimWindowDays: 14,
      firstRunAfterMs: 0,
      everyMs: 20,
    })
    await expect.poll(() => logs.lines.length, { timeout: 10_000 }).toBeGreaterThan(0)
    // Later runs find nothing and say nothing.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await pruning.stop()
    expect(logs.lines).toHaveLength(1)
    const line = JSON.parse(logs.lines[0]!)
    expect(line).toMatchObject({
      level: 30,
      msg: 'expired rows pruned',
      pruned: { sentEmails: 1, oneTimeTokens: 0, refreshTokens: 0, staffDigests: 0, ...NO_FILES },
    })
    expect(logs.lines[0]).not.toContain('@')
    await email('sent long ago, after the stop', 'sent', ago(45), ago(45))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await column(sql`select subject as v from email_outbox where status = 'sent'`)).toEqual([
      'sent lately',
      'sent long ago, after the stop',
    ])
  })
})
