import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { createFixtureDestination } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { auditOf, insertOrder } from './customers-fixture.ts'

type Buyer = { id: number; email: string; access: string; refresh: string }
const PASSWORD = 'Saffron-Route-2026'

describe.each(databaseKinds())('deactivating, verifying and erasing customers on %s', (kind) => {
  let t: TestApp
  let operator: TestUser
  let counter = 0
  const inject = injectAs(() => t, { remoteAddress: () => `10.7.0.${++counter % 250}` })
  const ops = (url: string, payload?: object) =>
    inject('POST', `/ops/customers/${url}`, operator, payload, { 'accept-language': 'ru' })
  const asBuyer = (b: Buyer) => ({ auth: { authorization: `Bearer ${b.access}` } }) as TestUser

  async function register(lang = 'en'): Promise<Buyer> {
    counter += 1
    const email = `buyer${counter}-${Date.now()}@buyers.example`
    const res = await inject(
      'POST',
      '/accounts/register/',
      null,
      {
        name: 'Ani Hakobyan',
        email,
        password: PASSWORD,
        phone_number: '+374 10 555 555',
        address: 'Yerevan',
        tax_id: 'AM-1',
      },
      { 'accept-language': lang },
    )
    const { user, access, refresh } = res.json()
    return { id: user.id, email, access, refresh }
  }
  const signIn = (b: Buyer) =>
    inject('POST', '/accounts/token/', null, { email: b.email, password: PASSWORD })
  const userRow = async (id: number) =>
    (
      await queryRows<{ email: string; deleted_at: string | null }>(
        t.database.db,
        sql`select email, deleted_at from users where id = ${id}`,
      )
    )[0]

  beforeAll(async () => {
    t = await buildTestApp(kind)
    operator = await t.users.operator()
  })
  afterAll(() => t.close())

  test('deactivation ends access at once; reactivation lets the buyer sign in again', async () => {
    const b = await register()
    const deactivated = await ops(`${b.id}/deactivate/`)
    expect(deactivated.statusCode).toBe(200)
    expect(deactivated.json()).toMatchObject({ id: b.id, is_active: false })
    expect((await inject('GET', `/accounts/users/${b.id}/`, asBuyer(b))).statusCode).toBe(401)
    expect((await inject('POST', '/accounts/token/refresh/', null, { refresh: b.refresh })).statusCode).toBe(
      401,
    )
    expect((await signIn(b)).statusCode).toBe(401)

    const again = await ops(`${b.id}/deactivate/`)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('Эта учётная запись уже отключена.')

    expect((await ops(`${b.id}/reactivate/`)).json()).toMatchObject({ is_active: true })
    expect((await signIn(b)).statusCode).toBe(200)
    expect((await ops(`${b.id}/reactivate/`)).statusCode).toBe(409)
    expect(await auditOf(t.database.db, b.id)).toEqual([
      { action: 'customer.deactivate', actor_id: operator.id, object_label: '' },
      { action: 'customer.reactivate', actor_id: operator.id, object_label: '' },
    ])
  })

  test('a new verification link goes out in the customer’s language; a verified address is 409', async () => {
    const b = await register('fa')
    expect((await ops(`${b.id}/verification/`)).json().detail).toBe(
      'Клиенту отправлена новая ссылка для подтверждения.',
    )
    const sent = await emailsTo(t.database.db, b.email)
    expect(sent.map((e) => [e.template, e.locale])).toEqual([
      ['verification', 'fa'],
      ['verification', 'fa'],
    ])
    expect(sent[1]!.link).not.toEqual(sent[0]!.link)
    expect((await inject('POST', '/accounts/verify-email/', null, sent[1]!.link!)).statusCode).toBe(200)
    const verified = await ops(`${b.id}/verification/`)
    expect(verified.statusCode).toBe(409)
    expect((await emailsTo(t.database.db, b.email)).length).toBe(2)
    expect((await auditOf(t.database.db, b.id)).map((e) => e.action)).toEqual([
      'customer.verification_resent',
    ])
  })

  test('resending is limited per customer like the buyer’s own resends', async () => {
    const b = await register()
    // Five an hour to one address, counted with the buyer's own resends.
    for (let i = 0; i < 5; i += 1) expect((await ops(`${b.id}/verification/`)).statusCode).toBe(200)
    expect((await ops(`${b.id}/verification/`)).statusCode).toBe(429)
  })

  test('a wrong confirmation erases nothing; erasure anonymises a buyer with orders and deletes one without, as their own deletion would', async () => {
    const withOrders = await register()
    const without = await register()
    const destination = await createFixtureDestination(t.database.db)
    const orderId = await insertOrder(t.database.db, withOrders.id, destination, {
      number: 'CS-E-1',
      total: '5.00',
      at: '2026-01-01',
    })

    const wrong = await ops(`${withOrders.id}/erase/`, { confirm_email: without.email })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().confirm_email).toEqual([expect.stringContaining('Это не адрес')])
    expect(await userRow(withOrders.id)).toEqual({ email: withOrders.email, deleted_at: null })
    expect(await auditOf(t.database.db, withOrders.id)).toEqual([])

    const erased = await ops(`${withOrders.id}/erase/`, {
      confirm_email: ` ${withOrders.email.toUpperCase()} `,
    })
    expect(erased.json()).toEqual({ outcome: 'anonymised' })
    expect(await userRow(withOrders.id)).toEqual({
      email: `deleted-${withOrders.id}@deleted.invalid`,
      deleted_at: expect.anything(),
    })
    const [order] = await queryRows<{ user_id: number }>(
      t.database.db,
      sql`select user_id from orders where id = ${orderId}`,
    )
    expect(order!.user_id).toBe(withOrders.id)
    expect((await inject('GET', `/ops/customers/${withOrders.id}/`, operator)).statusCode).toBe(404)
    expect((await signIn(withOrders)).statusCode).toBe(401)

    expect((await ops(`${without.id}/erase/`, { confirm_email: without.email })).json()).toEqual({
      outcome: 'deleted',
    })
    expect(await userRow(without.id)).toBeUndefined()
    for (const b of [withOrders, without])
      expect(await auditOf(t.database.db, b.id)).toEqual([
        { action: 'customer.erase', actor_id: operator.id, object_label: '' },
      ])
    expect((await ops(`${without.id}/erase/`, { confirm_email: without.email })).statusCode).toBe(404)
  })
})
