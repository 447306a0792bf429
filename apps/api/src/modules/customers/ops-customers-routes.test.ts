import type { OpsCustomer, OpsCustomerRow } from '@caravanserai/contracts/ops-customers'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createFixtureDestination, createFixtureProduct } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { firstCompanyOf } from '../companies/company-queries.ts'
import { auditOf, insertOrder, nameBuyer } from './customers-fixture.ts'

describe.each(databaseKinds())('the console’s customers on %s', (kind) => {
  let t: TestApp
  let operator: TestUser
  let kaveh: TestUser
  let anna: TestUser
  let staff: TestUser
  let orderId: number
  const inject = injectAs(() => t)
  const get = (url: string, lang = 'en') =>
    inject('GET', url, operator, undefined, { 'accept-language': lang })
  const list = async (query: string) =>
    ((await get(`/ops/customers/${query}`)).json().results as OpsCustomerRow[]).map((c) => c.email)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    const db = t.database.db
    operator = await t.users.operator()
    staff = await t.users.admin()
    anna = await t.users.buyer()
    kaveh = await t.users.buyer()
    await nameBuyer(db, anna.id, {
      first: 'Anna',
      last: 'Sargsyan',
      taxId: 'AM-0042',
      createdAt: '2026-01-01',
    })
    await nameBuyer(db, kaveh.id, {
      first: 'Kaveh',
      last: 'Rostami',
      taxId: 'IR-411-22',
      createdAt: '2026-02-01',
    })
    await db.execute(sql`update users set is_active = false, is_verified = false where id = ${anna.id}`)
    await db.execute(sql`insert into shipping_addresses (user_id, company_id, full_name, email_address, phone_number,
        company_name, address, country, zip_code, is_default_shipping)
      values (${kaveh.id}, ${firstCompanyOf(kaveh.id)}, 'Kaveh Rostami', 'k@caravan.example', '+98 21 5555', 'Rostami Trading', '4 Vali-e Asr',
        'Iran', '1234', true)`)
    const destination = await createFixtureDestination(db)
    await insertOrder(db, kaveh.id, destination, { number: 'CS-OLD-1', total: '10.00', at: '2026-02-02' })
    orderId = await insertOrder(db, kaveh.id, destination, {
      number: 'CS-NEW-2',
      total: '40.50',
      at: '2026-03-03',
    })
    // Quoted $0 shipping and settled in euros at 0.92 (docs/decisions/046-settlement-currency.md).
    await db.execute(sql`update orders set shipping_price = 0, settlement_currency = 'EUR', settlement_rate = 0.92,
        settlement_rate_on = '2026-03-03', settlement_total_price = 37.26, settlement_shipping_price = 0
      where id = ${orderId}`)
    const product = await createFixtureProduct(db)
    await db.execute(sql`insert into reviews (product_id, user_id, rating, comment, hidden_at, hidden_reason)
      values (${product.productId}, ${kaveh.id}, 2, 'Rude words', now(), 'Insults another buyer')`)
    // An erased account is no customer of the list any more.
    const gone = await t.users.buyer()
    await db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`)
  })
  afterAll(() => t.close())

  test('buyers are listed newest first with their orders, without staff or erased accounts', async () => {
    const page = (await get('/ops/customers/')).json()
    const emails = (page.results as OpsCustomerRow[]).map((c) => c.email)
    expect(emails).toEqual([kaveh.email, anna.email])
    expect(page.results[0]).toEqual({
      id: kaveh.id,
      name: 'Kaveh Rostami',
      email: kaveh.email,
      company: 'Rostami Trading',
      tax_id: 'IR-411-22',
      is_verified: true,
      is_active: true,
      orders_count: 2,
      last_order_at: expect.stringMatching(/^2026-03-03T00:00:00/),
      created_at: expect.stringMatching(/^2026-02-01/),
    })
    expect(page.results[1]).toMatchObject({ company: null, orders_count: 0, last_order_at: null })
    expect(await list('?status=deactivated')).toEqual([anna.email])
    expect(await list('?status=unverified')).toEqual([anna.email])
    expect(await list('?status=active')).toEqual([kaveh.email])
  })

  test('search finds part of the name, the email or the tax id, whatever the case and spaces', async () => {
    expect(await list('?search=%20sargSYAN%20')).toEqual([anna.email])
    expect(await list('?search=kaveh%20rost')).toEqual([kaveh.email])
    expect(await list(`?search=${encodeURIComponent(anna.email.slice(0, 8).toUpperCase())}`)).toEqual([
      anna.email,
    ])
    expect(await list('?search=ir-411')).toEqual([kaveh.email])
    expect(await list(`?search=${encodeURIComponent(staff.email)}`)).toEqual([])
    expect(await list('?search=100%25')).toEqual([])
    expect((await get(`/ops/customers/?search=${'x'.repeat(201)}`)).statusCode).toBe(400)
    expect((await get('/ops/customers/?status=gone')).statusCode).toBe(400)
  })

  test('a customer’s page has the profile, addresses, orders and reviews with their hidden state', async () => {
    const res = await get(`/ops/customers/${kaveh.id}/`)
    expect(res.statusCode).toBe(200)
    const customer: OpsCustomer = res.json()
    expect(customer).toMatchObject({
      id: kaveh.id,
      name: 'Kaveh Rostami',
      tax_id: 'IR-411-22',
      language: 'en',
      is_verified: true,
      is_active: true,
      orders_count: 2,
    })
    expect(customer.addresses.map((a) => a.company_name)).toEqual(['Rostami Trading'])
    expect(customer.orders).toEqual([
      expect.objectContaining({
        id: orderId,
        order_number: 'CS-NEW-2',
        status: 'pending_shipping',
        total_amount: 40.5,
        settlement_currency: 'EUR',
        settlement_total_amount: 37.26,
      }),
      expect.objectContaining({
        order_number: 'CS-OLD-1',
        payment_state: 'unpaid',
        total_amount: 10,
        settlement_currency: 'USD',
        settlement_total_amount: 10,
      }),
    ])
    expect(customer.reviews).toEqual([
      expect.objectContaining({
        rating: 2,
        comment: 'Rude words',
        hidden_reason: 'Insults another buyer',
        hidden_at: expect.any(String),
        product: expect.objectContaining({ name: expect.stringContaining('Saffron lot') }),
      }),
    ])
  })

  test('staff, erased and unknown accounts are 404, and buyers may not look', async () => {
    const [gone] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where deleted_at is not null`,
    )
    for (const id of [staff.id, operator.id, gone!.id, 2_000_000_000]) {
      expect((await get(`/ops/customers/${id}/`)).statusCode, String(id)).toBe(404)
      expect((await inject('POST', `/ops/customers/${id}/deactivate/`, operator)).statusCode).toBe(404)
      expect((await get(`/ops/customers/${id}/export/`)).statusCode).toBe(404)
    }
    expect((await get('/ops/customers/abc/')).statusCode).toBe(400)
    expect((await inject('GET', '/ops/customers/', kaveh)).statusCode).toBe(403)
    expect((await inject('GET', `/ops/customers/${kaveh.id}/`, null)).statusCode).toBe(401)
  })

  test('the data export is a JSON download of the customer’s data and nobody else’s, and is recorded', async () => {
    const db = t.database.db
    await db.execute(sql`insert into order_messages (order_id, author_id, author_role, body)
      values (${orderId}, ${kaveh.id}, 'customer', 'Please ship by sea'),
        (${orderId}, ${operator.id}, 'staff', 'Staff answer')`)
    await db.execute(sql`insert into contact_messages (user_id, name, email, subject, message, locale)
      values (${kaveh.id}, 'Kaveh', ${kaveh.email}, 'Pallets', 'How many per pallet?', 'en'),
        (${anna.id}, 'Anna', ${anna.email}, 'Other', 'Not Kaveh’s', 'en')`)
    const res = await get(`/ops/customers/${kaveh.id}/export/`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="customer-${kaveh.id}.json"`)
    const data = res.json()
    expect(data.profile).toMatchObject({ id: kaveh.id, email: kaveh.email, tax_id: 'IR-411-22' })
    expect(data.addresses).toHaveLength(1)
    expect(data.orders.map((o: { order_number: string }) => o.order_number)).toEqual(['CS-NEW-2', 'CS-OLD-1'])
    expect(data.orders[0].order_items[0]).toMatchObject({ quantity: 3 })
    expect(data.orders[0].history).toHaveLength(1)
    expect(data.reviews).toHaveLength(1)
    expect(data.order_messages).toEqual([
      expect.objectContaining({ body: 'Please ship by sea', order_number: 'CS-NEW-2' }),
    ])
    expect(data.contact_messages.map((m: { subject: string }) => m.subject)).toEqual(['Pallets'])
    expect(data).toMatchObject({ wishlist: [], rfqs: [], cart: { items: [] } })
    expect(res.body).not.toContain(anna.email)
    expect(res.body).not.toContain('Staff answer')
    expect(await auditOf(db, kaveh.id)).toEqual([
      { action: 'customer.data_exported', actor_id: operator.id, object_label: '' },
    ])
  })
})
