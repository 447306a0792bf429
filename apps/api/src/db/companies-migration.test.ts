import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { emptyDatabase, migrationsBefore } from '../testing/partial-migrations.ts'
import { databaseKinds } from '../testing/test-db.ts'
import { queryRows } from './client.ts'
import { migrateDatabase } from './migrate.ts'

const COMPANIES = '0033_companies'

// One kind is enough for one migration's effect: PostgreSQL where it runs (a fresh PGlite takes
// seconds to migrate from nothing), else PGlite.
describe.each(databaseKinds().slice(-1))('every buyer becoming a company of one, on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  test('gives each buyer a company numbered as the account, owning what they had; staff get none', async () => {
    const database = await emptyDatabase(kind, cleanups)
    cleanups.push(() => database.close())
    await migrateDatabase(database, await migrationsBefore(COMPANIES))
    const db = database.db
    const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0]!
    const user = (email: string, staff: boolean) =>
      one<{ id: number }>(sql`insert into users (email, password_hash, tax_id, is_staff, staff_role)
        values (${email}, '!', ${staff ? '' : `TAX-${email}`}, ${staff}, ${staff ? 'operator' : null}) returning id`)
    const nareh = (await user('nareh@buyers.example', false)).id
    const kaveh = (await user('kaveh@buyers.example', false)).id
    const arash = (await user('arash@staff.example', true)).id
    const { id: destination } = await one<{ id: number }>(
      sql`insert into destinations default values returning id`,
    )
    const { id: order } = await one<{ id: number }>(
      sql`insert into orders (order_number, user_id, destination_id, total_price)
        values ('CS-MIG-1', ${nareh}, ${destination}, 25) returning id`,
    )
    const { id: rfq } = await one<{ id: number }>(
      sql`insert into rfqs (rfq_number, user_id, title, quantity, unit, destination_id)
        values ('RFQ-MIG-1', ${nareh}, 'Saffron', 5, 'kg', ${destination}) returning id`,
    )
    const { id: address } = await one<{ id: number }>(
      sql`insert into shipping_addresses (user_id, full_name, email_address, phone_number, address, country,
          zip_code, is_default_shipping, is_default_billing)
        values (${nareh}, 'Nareh Hakobyan', 'nareh@buyers.example', '+374 10 000000', '1 Abovyan St',
          'AM', '0001', true, true) returning id`,
    )
    await db.execute(sql`insert into refresh_tokens (jti, family_id, user_id, expires_at)
      values ('jti-nareh-1', 'family-nareh', ${nareh}, now() + interval '1 day'),
        ('jti-nareh-2', 'family-nareh', ${nareh}, now() + interval '1 day'),
        ('jti-arash', 'family-arash', ${arash}, now() + interval '1 day')`)

    await migrateDatabase(database)

    const companies = await queryRows(
      db,
      sql`select c.id, c.tax_id, c.legal_name, m.user_id, m.role from companies c
        join company_members m on m.company_id = c.id order by c.id`,
    )
    expect(companies).toEqual([
      { id: nareh, tax_id: 'TAX-nareh@buyers.example', legal_name: null, user_id: nareh, role: 'owner' },
      { id: kaveh, tax_id: 'TAX-kaveh@buyers.example', legal_name: null, user_id: kaveh, role: 'owner' },
    ])
    expect(
      await queryRows(db, sql`select count(*)::int as n from company_members where user_id = ${arash}`),
    ).toEqual([{ n: 0 }])
    const owners = await one<Record<string, number>>(
      sql`select (select company_id from orders where id = ${order}) as order,
        (select company_id from rfqs where id = ${rfq}) as rfq,
        (select company_id from shipping_addresses where id = ${address}) as address`,
    )
    expect(owners).toEqual({ order: nareh, rfq: nareh, address: nareh })
    // Nareh's session acts for her company; the operator's, for none.
    expect(
      await queryRows(
        db,
        sql`select family_id, user_id, company_id from company_sessions order by family_id`,
      ),
    ).toEqual([{ family_id: 'family-nareh', user_id: nareh, company_id: nareh }])
    // The next company made takes the next free number, past the accounts' own.
    const { id: next } = await one<{ id: number }>(
      sql`insert into companies (created_at, updated_at) values (now(), now()) returning id`,
    )
    expect(next).toBeGreaterThan(Math.max(nareh, kaveh))
  })
})
