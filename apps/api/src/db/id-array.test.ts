import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { databaseKinds, openTestDatabase } from '../testing/test-db.ts'
import { type Database, queryRows } from './client.ts'
import { idArray } from './id-array.ts'

describe.each(databaseKinds())('an id list on %s', (kind) => {
  let database: Database
  const matched = async (ids: number[]) => {
    const [row] = await queryRows<{ n: number; first: number | null }>(
      database.db,
      sql`select count(*)::int as n, min(g) as first from generate_series(1, 100000) g where g = any(${idArray(ids)})`,
    )
    return row!
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())

  test('matches the ids it names, and nothing when it names none', async () => {
    expect(await matched([7, 3, 7])).toEqual({ n: 2, first: 3 })
    expect(await matched([])).toEqual({ n: 0, first: null })
  })

  test('names more ids than a statement may have parameters, as one parameter', async () => {
    const ids = Array.from({ length: 70_000 }, (_, i) => i + 1)
    expect(await matched(ids)).toEqual({ n: 70_000, first: 1 })
  })
})
