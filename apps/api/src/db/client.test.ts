import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from './client.ts'
import { databaseKinds, openTestDatabase } from '../testing/test-db.ts'

describe.each(databaseKinds())('the %s test database', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())

  test('has the migrations applied and pg_trgm available', async () => {
    const result = await database.db.execute(sql`select similarity('saffron', 'safron') as s`)
    expect(Number((result.rows[0] as { s: number }).s)).toBeGreaterThan(0.5)
    const users = await database.db.execute(sql`select count(*)::int as n from users`)
    expect((users.rows[0] as { n: number }).n).toBe(0)
  })
})
