import { randomBytes } from 'node:crypto'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { databaseUrl, withAdmin } from '../testing/postgres-admin.ts'
import { databaseKinds } from '../testing/test-db.ts'
import type { Database, Db } from './client.ts'
import { MIGRATION_LOCK, oneInstanceAtATime } from './migrate.ts'

describe.runIf(databaseKinds().includes('postgresql'))('migrating one instance at a time', () => {
  const run = inject('postgresTemplate')?.split('_').at(-1)
  const name = `caravanserai_t${run}_${randomBytes(6).toString('hex')}`
  const ends: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    await Promise.all(ends.map((end) => end()))
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`))
  })

  test('an instance waits out another that migrates for longer than one statement may take', async () => {
    await withAdmin((c) => c.query(`create database ${name}`))
    const pool = new pg.Pool({ connectionString: databaseUrl(name), statement_timeout: 300 })
    // The database is dropped with its connections at the end: heard, not an uncaught error.
    pool.on('error', () => {})
    ends.push(() => pool.end())
    const database: Database = {
      db: drizzle({ client: pool }) as unknown as Db,
      kind: 'postgresql',
      listen: () => Promise.reject(new Error('not listened to')),
      settle: async () => {},
      close: () => pool.end(),
    }
    const other = new pg.Client({ connectionString: databaseUrl(name) })
    other.on('error', () => {})
    await other.connect()
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    let otherMigrating = true
    const otherDone = new Promise((resolve) => setTimeout(resolve, 1_500)).then(() => {
      otherMigrating = false
      return other.end()
    })
    const sawOther = await oneInstanceAtATime(database, async () => otherMigrating)
    await otherDone
    expect(sawOther).toBe(false)
  })
})
