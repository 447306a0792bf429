import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { hashPassword } from '../../modules/accounts/password-hash.ts'
import { FIXTURE_CATALOGUE } from '../../testing/catalog-fixture.ts'
import { openTestDatabase } from '../../testing/test-db.ts'
import type { Database } from '../client.ts'
import { DEMO_ACCOUNTS, usableDemoAccounts } from './demo-accounts.ts'
import { seedDemo } from './seed-demo.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase('pglite')
})
afterAll(() => database.close())

test('only demo accounts that can sign in with the demo password are offered', async () => {
  expect(await usableDemoAccounts(database.db)).toEqual([])
  await seedDemo(database.db, { catalogue: FIXTURE_CATALOGUE })
  expect(await usableDemoAccounts(database.db)).toEqual(['buyer', 'operator'])
  await database.db.execute(
    sql`update users set deleted_at = now() where email = ${DEMO_ACCOUNTS.buyer.email}`,
  )
  const changed = await hashPassword('a-password-of-their-own')
  await database.db.execute(
    sql`update users set password_hash = ${changed} where email = ${DEMO_ACCOUNTS.operator.email}`,
  )
  expect(await usableDemoAccounts(database.db)).toEqual([])
})
