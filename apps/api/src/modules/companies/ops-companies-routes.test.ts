import type { OpsCompany, OpsCompanyRow } from '@caravanserai/contracts/ops-companies'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createFixtureDestination } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { createCompany } from './company-queries.ts'

/** An order of `companyId` placed by `userId`, written directly; `status` and prices as given. */
async function insertOrder(
  db: Db,
  ids: { companyId: number; userId: number; destinationId: number },
  order: { number: string; total: string; shipping?: string; status?: string; at: string },
) {
  const status = order.status ?? 'pending_shipping'
  const cancelled = status === 'cancelled'
  await db.execute(sql`insert into orders (order_number, company_id, user_id, destination_id, total_price,
      shipping_price, status, cancelled_at, cancelled_by, created_at, updated_at)
    values (${order.number}, ${ids.companyId}, ${ids.userId}, ${ids.destinationId}, ${order.total},
      ${order.shipping ?? null}, ${status}, ${cancelled ? sql`${order.at}::timestamptz` : null},
      ${cancelled ? 'customer' : null}, ${order.at}::timestamptz, ${order.at}::timestamptz)`)
}

describe.each(databaseKinds())('the console’s companies on %s', (kind) => {
  let t: TestApp
  let operator: TestUser
  let anna: TestUser
  let aram: TestUser
  let kaveh: TestUser
  let ararat: number
  const inject = injectAs(() => t)
  const list = async (query: string) =>
    (await inject('GET', `/ops/companies/${query}`, operator)).json().results as OpsCompanyRow[]

  beforeAll(async () => {
    t = await buildTestApp(kind)
    const db = t.database.db
    operator = await t.users.operator()
    kaveh = await t.users.buyer()
    anna = await t.users.buyer()
    aram = await t.users.buyer()
    await db.execute(sql`update users set first_name = 'Anna', last_name = 'Sargsyan' where id = ${anna.id}`)
    await db.execute(sql`update users set first_name = 'Aram', last_name = 'Petrosyan' where id = ${aram.id}`)
    await db.execute(sql`update users set first_name = 'Kaveh', last_name = 'Rostami' where id = ${kaveh.id}`)
    ararat = await createCompany(
      db,
      anna.id,
      {
        legalName: 'Ararat Imports LLC',
        taxId: 'AM-0042',
        legalAddress: '1 Abovyan St, Yerevan',
        country: 'AM',
      },
      new Date('2026-05-01T00:00:00Z'),
    )
    await db.execute(sql`insert into company_members (company_id, user_id, role, monthly_limit)
      values (${ararat}, ${aram.id}, 'buyer', 2500.00)`)
    const destinationId = await createFixtureDestination(db)
    const at = { companyId: ararat, destinationId }
    await insertOrder(
      db,
      { ...at, userId: anna.id },
      { number: 'CS-A-1', total: '100.10', shipping: '20.00', at: '2026-05-02', status: 'processing' },
    )
    await insertOrder(db, { ...at, userId: aram.id }, { number: 'CS-A-2', total: '50.05', at: '2026-05-03' })
    await insertOrder(
      db,
      { ...at, userId: aram.id },
      { number: 'CS-A-3', total: '999.00', at: '2026-05-04', status: 'cancelled' },
    )
    await insertOrder(
      db,
      { companyId: kaveh.companyId!, userId: kaveh.id, destinationId },
      { number: 'CS-K-1', total: '7.00', at: '2026-05-05' },
    )
  })
  afterAll(() => t?.close())

  test('the list names each company, counts its people and orders, and sums what was not cancelled', async () => {
    const rows = await list('?page_size=50')
    const row = rows.find((r) => r.id === ararat)!
    expect(row).toMatchObject({
      legal_name: 'Ararat Imports LLC',
      owner_name: 'Anna Sargsyan',
      tax_id: 'AM-0042',
      country: 'AM',
      members_count: 2,
      orders_count: 3,
      ordered_total: '170.15',
    })
    // A personal account: no legal name, its owner's name.
    expect(rows.find((r) => r.id === kaveh.companyId)).toMatchObject({
      legal_name: null,
      owner_name: 'Kaveh Rostami',
    })
  })

  test('search finds a company by legal name, tax id or one of its people, ignoring case', async () => {
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).map((r) => r.id).sort((a, b) => a - b)
    expect(await found('ararat imp')).toEqual([ararat])
    expect(await found('am-0042')).toEqual([ararat])
    // Aram buys for Ararat and for himself.
    const arams = [aram.companyId!, ararat].sort((a, b) => a - b)
    expect(await found('petrosyan')).toEqual(arams)
    expect(await found(aram.email.toUpperCase())).toEqual(arams)
    expect(await list('?search=nobody-at-all')).toEqual([])
  })

  test('a company’s page lists its people with roles and limits, and its orders with who placed them', async () => {
    const response = await inject('GET', `/ops/companies/${ararat}/`, operator)
    expect(response.statusCode).toBe(200)
    const company = response.json() as OpsCompany
    expect(company).toMatchObject({ legal_address: '1 Abovyan St, Yerevan', approval_threshold: null })
    expect(company.members.map((m) => [m.name, m.role, m.monthly_limit, m.orders_count])).toEqual([
      ['Anna Sargsyan', 'owner', null, 1],
      ['Aram Petrosyan', 'buyer', '2500.00', 2],
    ])
    expect(company.orders.map((o) => [o.order_number, o.placed_by.name, o.total_amount])).toEqual([
      ['CS-A-3', 'Aram Petrosyan', 999],
      ['CS-A-2', 'Aram Petrosyan', 50.05],
      ['CS-A-1', 'Anna Sargsyan', 120.1],
    ])
  })

  test('an unknown company is a 404, and a buyer may not look', async () => {
    expect((await inject('GET', '/ops/companies/999999/', operator)).statusCode).toBe(404)
    expect((await inject('GET', '/ops/companies/', anna)).statusCode).toBe(403)
    expect((await inject('GET', `/ops/companies/${ararat}/`, anna)).statusCode).toBe(403)
  })

  test('a bad query is a 400', async () => {
    expect((await inject('GET', `/ops/companies/?search=${'x'.repeat(201)}`, operator)).statusCode).toBe(400)
    expect((await inject('GET', '/ops/companies/?page=0', operator)).statusCode).toBe(400)
  })
})
