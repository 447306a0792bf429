import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { databaseKinds, openTestDatabase } from '../testing/test-db.ts'
import type { Database } from './client.ts'
import { databaseError, isUniqueViolation } from './database-error.ts'
import { users } from './schema/accounts.ts'

/** What a statement throws, caught. */
async function thrownBy(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write()
  } catch (error) {
    return error
  }
  throw new Error('the write went through')
}

describe.each(databaseKinds())('errors of the %s database', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())

  test('a taken unique value is told apart, through the query builder and in raw SQL, with its constraint', async () => {
    const row = { email: 'taken@example.com', passwordHash: '!' }
    await database.db.insert(users).values(row)
    const built = await thrownBy(() => database.db.insert(users).values(row))
    expect(isUniqueViolation(built)).toBe(true)
    expect(databaseError(built)).toMatchObject({
      code: '23505',
      constraint: expect.stringContaining('email'),
    })
    expect(databaseError(built)?.detail).toContain('taken@example.com')
    const raw = await thrownBy(() =>
      database.db.execute(sql`insert into users (email, password_hash) values ('taken@example.com', '!')`),
    )
    expect(isUniqueViolation(raw)).toBe(true)
  })

  test('another refusal is not a taken value, and an error that is not the database’s has no database error', async () => {
    const missing = await thrownBy(() =>
      database.db.execute(sql`insert into users (email, password_hash) values (null, '!')`),
    )
    expect(databaseError(missing)?.code).toBe('23502')
    expect(isUniqueViolation(missing)).toBe(false)
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(databaseError(refused)).toBeUndefined()
    expect(databaseError(new Error('wrapped', { cause: refused }))).toBeUndefined()
    expect(isUniqueViolation(null)).toBe(false)
  })
})
