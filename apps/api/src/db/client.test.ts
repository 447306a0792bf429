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

  // PGlite is built without JIT; PostgreSQL's pooled connections turn it off.
  test.runIf(kind === 'postgresql')('compiles no statement with JIT (docs/decisions/033)', async () => {
    const [setting] = await queryRows<{ jit: string }>(database.db, sql`show jit`)
    expect(setting?.jit).toBe('off')
  })
})
