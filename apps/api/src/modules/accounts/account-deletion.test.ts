import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { createFixtureDestination } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { firstCompanyOf } from '../companies/company-queries.ts'
import { accountCalls, type Session } from './accounts-fixture.ts'

describe.each(databaseKinds())('account deletion on %s', (kind) => {
  let t: TestApp
  const { call, post, buyer } = accountCalls(() => t)

  beforeAll(async () => {
    t = await buildTestApp(kind, { seeded: true })
  })
  afterAll(() => t.close())

  test('delete-account needs the password, anonymises a person an order keeps, and keeps their reviews', async () => {
    const me = await buyer()
    const [product] = await queryRows<{ id: number }>(t.database.db, sql`select id from products limit 1`)
    await t.database.db.execute(
      sql`insert into reviews (product_id, user_id, rating, comment) values (${product!.id}, ${me.id}, 5, 'Fine threads')`,
    )
    const destination = await createFixtureDestination(t.database.db)
    await t.database.db.execute(sql`insert into orders (order_number, user_id, company_id, destination_id, total_price)
      values (${`CS-DEL-${me.id}`}, ${me.id}, ${firstCompanyOf(me.id)}, ${destination}, 10)`)
    const wrong = await call('POST', 'delete-account/', me, { password: 'not-it' })
    expect(wrong.json()).toEqual({ password: ['The password is incorrect.'] })

    expect((await call('POST', 'delete-account/', me, { password: me.password })).statusCode).toBe(204)
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select email, first_name, last_name, phone_number, address, tax_id, is_active, deleted_at is not null as deleted
        from users where id = ${me.id}`,
    )
    expect(row).toEqual({
      email: `deleted-${me.id}@deleted.invalid`,
      first_name: '',
      last_name: '',
      phone_number: '',
      address: '',
      tax_id: '',
      is_active: false,
      deleted: true,
    })
    const [review] = await queryRows<{ user_id: number }>(
      t.database.db,
      sql`select user_id from reviews where comment = 'Fine threads'`,
    )
    expect(review!.user_id).toBe(me.id)
    expect((await call('GET', `users/${me.id}/`, me)).statusCode).toBe(401)
    expect((await call('POST', 'token/refresh/', null, { refresh: me.refresh })).statusCode).toBe(401)
    expect((await call('POST', 'token/', null, { email: me.email, password: me.password })).statusCode).toBe(
      401,
    )
    // The address is free again.
    const again = await call('POST', 'register/', null, {
      name: 'Kaveh Rostami',
      email: me.email,
      password: 'Saffron-Route-2026',
      phone_number: '+98 21 5555 0101',
      address: '4 Vali-e Asr Ave, Tehran',
      tax_id: 'IR-411-22',
    })
    expect(again.statusCode).toBe(201)
  })

  test('delete-account removes the anonymised account when no order or request keeps it; its reviews stay', async () => {
    const me = await buyer()
    const [product] = await queryRows<{ id: number }>(t.database.db, sql`select id from products limit 1`)
    await t.database.db.execute(
      sql`insert into reviews (product_id, user_id, rating, comment) values (${product!.id}, ${me.id}, 4, 'No order here')`,
    )
    expect((await call('POST', 'delete-account/', me, { password: me.password })).statusCode).toBe(204)
    expect(await queryRows(t.database.db, sql`select id from users where id = ${me.id}`)).toEqual([])
    const [review] = await queryRows<{ user_id: number | null }>(
      t.database.db,
      sql`select user_id from reviews where comment = 'No order here'`,
    )
    expect(review).toEqual({ user_id: null })
    expect((await call('POST', 'token/refresh/', null, { refresh: me.refresh })).statusCode).toBe(401)
  })

  test('an address of a company others still buy for stays in its book, and keeps the anonymised account', async () => {
    const db = t.database.db
    const address = (userId: number) =>
      db.execute(sql`insert into shipping_addresses (user_id, company_id, full_name, email_address, phone_number,
          address, country, zip_code)
        values (${userId}, ${firstCompanyOf(userId)}, 'Rostami Trading', 'k@caravan.example', '+98 21 5555',
          '4 Vali-e Asr', 'IR', '1234')`)
    const alone = await buyer()
    await address(alone.id)
    expect((await call('POST', 'delete-account/', alone, { password: alone.password })).statusCode).toBe(204)
    expect(await queryRows(db, sql`select id from users where id = ${alone.id}`)).toEqual([])

    const me = await buyer()
    const [company] = await queryRows<{ id: number }>(db, sql`select ${firstCompanyOf(me.id)} as id`)
    // Another owner stays to manage the company.
    await t.users.member(company!.id, 'owner')
    await address(me.id)
    expect((await call('POST', 'delete-account/', me, { password: me.password })).statusCode).toBe(204)
    expect(
      await queryRows(db, sql`select full_name from shipping_addresses where company_id = ${company!.id}`),
    ).toEqual([{ full_name: 'Rostami Trading' }])
    expect(
      await queryRows(db, sql`select deleted_at is not null as deleted from users where id = ${me.id}`),
    ).toEqual([{ deleted: true }])
  })

  test('the last owner of a company others buy for cannot delete their account; an erasure hands it on', async () => {
    const db = t.database.db
    const me = await buyer()
    const [company] = await queryRows<{ id: number }>(db, sql`select ${firstCompanyOf(me.id)} as id`)
    const colleague = await t.users.member(company!.id, 'buyer')
    const refused = await call('POST', 'delete-account/', me, { password: me.password })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('companies.lastOwner')
    const people = () =>
      queryRows(
        db,
        sql`select user_id as id, role from company_members where company_id = ${company!.id} order by user_id`,
      )
    expect(await people()).toEqual([
      { id: me.id, role: 'owner' },
      { id: colleague.id, role: 'buyer' },
    ])
    // An operator's erasure (a data request) goes ahead: the colleague becomes the owner.
    const operator = await t.users.operator()
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/ops/customers/${me.id}/erase/`,
      headers: operator.auth,
      payload: { confirm_email: me.email },
    })
    expect(erased.statusCode, erased.body).toBe(200)
    expect(await people()).toEqual([{ id: colleague.id, role: 'owner' }])
  })

  test('delete-account takes unsent emails, the newsletter sign-up and the contact details kept under the address', async () => {
    const leaveTraces = async (s: Session) => {
      expect((await post('newsletter/', null, { email: s.email.toUpperCase() })).statusCode).toBe(202)
      const message = { name: 'Kaveh Rostami', subject: `Bulk order ${s.id}`, message: 'Forty rugs, please.' }
      const signedIn = await post('contact/', s, { ...message, email: s.email, company: 'Rostami Trading' })
      expect(signedIn.statusCode).toBe(201)
      // Signed out, from the same address.
      expect((await post('contact/', null, { ...message, email: s.email })).statusCode).toBe(201)
      await t.database.db.execute(
        sql`insert into email_outbox (to_address, locale, template, subject, html, text, status, sent_at)
          values (${s.email}, 'en', 'order_confirmation', 'Sent before', '<p>x</p>', 'x', 'sent', now()),
            (${s.email}, 'en', 'order_confirmation', 'Given up', '<p>x</p>', 'x', 'failed', null)`,
      )
    }
    const outbox = async (email: string) =>
      (
        await queryRows<{ status: string }>(
          t.database.db,
          sql`select status from email_outbox where lower(to_address) = lower(${email}) order by id`,
        )
      ).map((row) => row.status)
    const subscriptions = async (email: string) =>
      (
        await queryRows<{ id: number }>(
          t.database.db,
          sql`select id from newsletter_subscriptions where lower(email) = lower(${email})`,
        )
      ).length
    const messages = (subject: string) =>
      queryRows<Record<string, unknown>>(
        t.database.db,
        sql`select user_id, name, email, company, subject, message from contact_messages
          where subject = ${subject} order by id`,
      )

    const me = await buyer()
    await t.database.db.execute(sql`update users set is_verified = true where id = ${me.id}`)
    const other = await buyer()
    await t.database.db.execute(sql`update users set is_verified = true where id = ${other.id}`)
    await leaveTraces(me)
    await leaveTraces(other)
    // The verification email, the newsletter confirmation, a sent one and a given-up one.
    expect(await outbox(me.email)).toEqual(['pending', 'pending', 'sent', 'failed'])
    expect(await subscriptions(me.email)).toBe(1)

    expect((await call('POST', 'delete-account/', me, { password: me.password })).statusCode).toBe(204)
    expect(await outbox(me.email)).toEqual(['sent'])
    expect(await subscriptions(me.email)).toBe(0)
    const question = { subject: `Bulk order ${me.id}`, message: 'Forty rugs, please.' }
    // The account had no order to keep it: it is gone, and its messages name no one.
    expect(await messages(`Bulk order ${me.id}`)).toEqual([
      { user_id: null, name: '', email: '', company: null, ...question },
      { user_id: null, name: '', email: '', company: null, ...question },
    ])
    // Someone else's traces are theirs.
    expect(await outbox(other.email)).toEqual(['pending', 'pending', 'sent', 'failed'])
    expect(await subscriptions(other.email)).toBe(1)
    expect((await messages(`Bulk order ${other.id}`)).map((m) => [m.name, m.email, m.company])).toEqual([
      ['Kaveh Rostami', other.email, 'Rostami Trading'],
      ['Kaveh Rostami', other.email, null],
    ])
  })

  test('an unverified account deleted takes only what it sent itself, not what others keep under its address', async () => {
    const me = await buyer()
    const message = {
      name: 'Kaveh Rostami',
      email: me.email,
      subject: `Question ${me.id}`,
      message: 'Prices?',
    }
    expect((await post('contact/', me, message)).statusCode).toBe(201)
    // The address's real owner, signed out: a sign-up and a message of their own.
    expect((await post('newsletter/', null, { email: me.email })).statusCode).toBe(202)
    expect((await post('contact/', null, { ...message, name: 'Real Owner' })).statusCode).toBe(201)

    expect((await call('POST', 'delete-account/', me, { password: me.password })).statusCode).toBe(204)
    const [pending] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from email_outbox where to_address = ${me.email} and status = 'pending'`,
    )
    expect(pending!.count).toBe(0)
    const [subscribed] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from newsletter_subscriptions where email = ${me.email}`,
    )
    expect(subscribed!.count).toBe(1)
    const kept = await queryRows<{ name: string; email: string }>(
      t.database.db,
      sql`select name, email from contact_messages where subject = ${`Question ${me.id}`} order by id`,
    )
    expect(kept).toEqual([
      { name: '', email: '' },
      { name: 'Real Owner', email: me.email },
    ])
  })

  test('a staff member who deletes their account leaves the staff, but the last admin cannot', async () => {
    const me = await buyer()
    const db = t.database.db
    await db.execute(sql`update users set staff_role = 'operator' where staff_role = 'admin'`)
    await db.execute(sql`update users set is_staff = true, staff_role = 'admin' where id = ${me.id}`)
    const destination = await createFixtureDestination(db)
    // An order of their own keeps the anonymised row, so that what is left of it can be read.
    await db.execute(sql`insert into orders (order_number, user_id, company_id, destination_id, total_price)
      values (${`CS-ADM-${me.id}`}, ${me.id}, ${firstCompanyOf(me.id)}, ${destination}, 10)`)
    const last = await call('POST', 'delete-account/', me, { password: me.password })
    expect(last.statusCode).toBe(409)
    expect(last.json().code).toBe('staff.lastAdmin')
    const row = () =>
      queryRows(
        db,
        sql`select is_staff, staff_role, deleted_at is not null as deleted from users where id = ${me.id}`,
      )
    expect(await row()).toEqual([{ is_staff: true, staff_role: 'admin', deleted: false }])

    await t.users.admin()
    expect((await call('POST', 'delete-account/', me, { password: me.password })).statusCode).toBe(204)
    expect(await row()).toEqual([{ is_staff: false, staff_role: null, deleted: true }])
    const trail = await queryRows(
      db,
      sql`select action, actor_id, object_label, changes from audit_events where object_type = 'staff' and object_id = ${me.id}`,
    )
    expect(trail).toEqual([
      {
        action: 'staff.remove',
        actor_id: me.id,
        object_label: '',
        changes: { role: { before: 'admin', after: null } },
      },
    ])
  })
})
