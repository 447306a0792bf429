import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { databaseKinds, openTestDatabase } from '../testing/test-db.ts'
import { type Database, queryRows } from './client.ts'

describe.each(databaseKinds())('the %s test database', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())

  test('has the migrations applied and pg_trgm available', async () => {
    const [trigram] = await queryRows<{ s: number }>(
      database.db,
      sql`select similarity('saffron', 'safron') as s`,
    )
    expect(Number(trigram?.s)).toBeGreaterThan(0.5)
    const [users] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`)
    expect(users?.n).toBe(0)
  })

  test('one listening serves every listener, in the order they began, until the last stops', async () => {
    const heard: string[] = []
    const first = await database.listen('shared_channel', (payload) => heard.push(`first ${payload}`))
    const second = await database.listen('shared_channel', (payload) => heard.push(`second ${payload}`))
    const notify = async (payload: string) => {
      const before = heard.length
      await database.db.execute(sql`select pg_notify('shared_channel', ${payload})`)
      for (let tries = 0; tries < 100 && heard.length === before; tries++)
        await new Promise((resolve) => setTimeout(resolve, 20))
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await notify('a')
    expect(heard).toEqual(['first a', 'second a'])
    if (kind === 'postgresql') {
      const [listening] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stat_activity
          where query = 'listen shared_channel' and datname = current_database()`,
      )
      expect(listening?.n).toBe(1)
    }
    await first()
    await notify('b')
    expect(heard).toEqual(['first a', 'second a', 'second b'])
    await second()
    heard.length = 0
    const third = await database.listen('shared_channel', (payload) => heard.push(`third ${payload}`))
    await notify('c')
    expect(heard).toEqual(['third c'])
    await third()
  })

  // PGlite is built without JIT; PostgreSQL's pooled connections turn it off.
  test.runIf(kind === 'postgresql')('compiles no statement with JIT (docs/decisions/033)', async () => {
    const [setting] = await queryRows<{ jit: string }>(database.db, sql`show jit`)
    expect(setting?.jit).toBe('off')
  })
})
