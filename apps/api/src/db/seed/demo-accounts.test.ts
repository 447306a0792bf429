import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../modules/accounts/password-hash.ts'
import { FIXTURE_CATALOGUE } from '../../testing/catalog-fixture.ts'
import { databaseKinds, openTestDatabase } from '../../testing/test-db.ts'
import { type Database, queryRows } from '../client.ts'
import { DEMO_ACCOUNTS, staffWithDemoPassword, usableDemoAccounts } from './demo-accounts.ts'
import { seedDemo } from './seed-demo.ts'

describe.each(databaseKinds())('the demo accounts on %s', (kind) => {
  let database: Database
  const staff = async () =>
    (
      await queryRows<{ email: string }>(database.db, sql`select email from users where is_staff order by id`)
    ).map((r) => r.email)

  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())

  test('seeded outside development, the demo operator is no staff: an empty database gets none', async () => {
    expect(await usableDemoAccounts(database.db)).toEqual([])
    await seedDemo(database.db, { catalogue: FIXTURE_CATALOGUE })
    expect(await usableDemoAccounts(database.db)).toEqual(['buyer', 'operator'])
    expect(await staff()).toEqual([])
    expect(await staffWithDemoPassword(database.db)).toEqual([])
  })

  test('a staff account with the published password is found; one with its own is not', async () => {
    await database.db.execute(
      sql`update users set is_staff = true, staff_role = 'admin' where email = ${DEMO_ACCOUNTS.operator.email}`,
    )
    expect(await staffWithDemoPassword(database.db)).toEqual([DEMO_ACCOUNTS.operator.email])
    const own = await hashPassword('a-password-of-their-own')
    await database.db.execute(
      sql`update users set password_hash = ${own} where email = ${DEMO_ACCOUNTS.operator.email}`,
    )
    expect(await staffWithDemoPassword(database.db)).toEqual([])
  })

  test('only demo accounts that can sign in with the demo password are offered', async () => {
    await database.db.execute(
      sql`update users set deleted_at = now() where email = ${DEMO_ACCOUNTS.buyer.email}`,
    )
    expect(await usableDemoAccounts(database.db)).toEqual([])
  })
})

test('seeded for development, the demo operator is staff', async () => {
  const database = await openTestDatabase('pglite')
  await seedDemo(database.db, { catalogue: FIXTURE_CATALOGUE, demoStaff: true })
  const rows = await queryRows<{ email: string }>(database.db, sql`select email from users where is_staff`)
  expect(rows.map((r) => r.email)).toEqual([DEMO_ACCOUNTS.operator.email])
  await database.close()
  // A whole demo catalogue on a fresh embedded database: seconds alone, more on a busy machine.
}, 90_000)
