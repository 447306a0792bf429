import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { createTradingShop, type FixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { type CompanyUser, companyKit } from './company-test-kit.ts'

// A person who acts for no company buys on their own at their next buyer call
// (docs/decisions/061-a-company-of-one-for-everyone.md).
describe.each(databaseKinds())('a company of one for whoever has none, on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  const { send, invite, bearer } = companyKit(() => t)
  const PASSWORD = 'Caravan-Company-2026'
  let n = 0

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  const membershipsOf = (userId: number) =>
    queryRows<{ company_id: number; role: string }>(
      t.database.db,
      sql`select company_id, role from company_members where user_id = ${userId} order by company_id`,
    )

  /** A new account made by accepting `owner`'s invitation: it belongs to the owner's company alone. */
  async function joinedOnly(owner: TestUser): Promise<CompanyUser> {
    const email = `joined${++n}-${kind}@company.example`
    const token = await invite(owner, email, 'buyer')
    const res = await send('POST', '/company/invitations/accept/', null, {
      token,
      name: 'Lilit Hakobyan',
      password: PASSWORD,
      confirm_password: PASSWORD,
    })
    expect(res.statusCode).toBe(200)
    const [user] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = ${email}`,
    )
    return bearer(res.json().access, { id: user!.id, email, companyId: owner.companyId }, res.json().refresh)
  }

  test('a person removed from their only company buys on their own at their next call, seeing nothing of it', async () => {
    const owner = await t.users.buyer()
    const person = await joinedOnly(owner)
    const order = await placeOrder(t.app, person, {
      variationId: product.variationIds[0]!,
      quantity: 2,
      destinationId: destination,
    })
    expect((await send('DELETE', `/company/members/${person.id}/`, owner)).statusCode).toBe(204)

    const cart = await send('GET', '/customer/cart/', person)
    expect(cart.statusCode).toBe(200)
    expect(cart.json()).toMatchObject({ items: [], item_count: 0 })
    const theirs = await send('GET', '/company/', person)
    expect(theirs.json()).toMatchObject({ is_personal: true, role: 'owner' })
    expect([owner.companyId, person.id]).not.toContain(theirs.json().id)
    // The order stays with the company: the person reads it as missing, the owner still sees it.
    const old = await send('GET', `/orders/${order.id}/`, person)
    expect([old.statusCode, old.json().code]).toEqual([404, 'orders.notFound'])
    expect((await send('GET', '/orders/list/', person)).json()).toMatchObject({ count: 0 })
    expect((await send('GET', '/customer/shipping-addresses/', person)).statusCode).toBe(200)
    expect((await send('GET', `/orders/${order.id}/`, owner)).statusCode).toBe(200)
    // The session is bound to the new company, and keeps it through a refresh.
    const refreshed = await send('POST', '/accounts/token/refresh/', null, { refresh: person.refresh })
    expect(refreshed.statusCode).toBe(200)
    const again = bearer(refreshed.json().access, person)
    expect((await send('GET', '/company/', again)).json()).toMatchObject({ id: theirs.json().id })
    expect(await membershipsOf(person.id)).toEqual([{ company_id: theirs.json().id, role: 'owner' }])
    // And buys there.
    const next = await placeOrder(t.app, again, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
    expect((await send('GET', '/orders/list/', again)).json().results).toEqual([
      expect.objectContaining({ id: next.id }),
    ])
  })

  test('staff signed in to the storefront get a company of one at their first buyer call, and not before', async () => {
    const operator = await t.users.operator()
    expect((await send('GET', '/ops/orders/', operator)).statusCode).toBe(200)
    expect(await membershipsOf(operator.id)).toEqual([])
    const cart = await send('GET', '/customer/cart/', operator)
    expect(cart.statusCode).toBe(200)
    expect((await send('GET', '/orders/list/', operator)).json()).toMatchObject({ count: 0 })
    const wished = await send('POST', '/customer/wishlist/toggle/', operator, {
      product_id: product.productId,
    })
    expect(wished.json()).toMatchObject({ is_wishlisted: true })
    const [company] = await membershipsOf(operator.id)
    expect(company).toEqual({ company_id: expect.any(Number), role: 'owner' })
    expect((await send('GET', '/company/', operator)).json()).toMatchObject({
      id: company!.company_id,
      is_personal: true,
    })
    const order = await placeOrder(t.app, operator, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
    expect(order).toMatchObject({ id: expect.any(Number) })
  })

  test('first calls at once make exactly one company', async () => {
    const owner = await t.users.buyer()
    const person = await joinedOnly(owner)
    expect((await send('DELETE', `/company/members/${person.id}/`, owner)).statusCode).toBe(204)
    const staff = await t.users.admin()
    const urls = [
      '/orders/list/',
      '/orders/summary/',
      '/customer/shipping-addresses/',
      '/rfqs/list/',
      '/company/',
    ]
    for (const who of [person, staff]) {
      const answers = await Promise.all([...urls, ...urls].map((url) => send('GET', url, who)))
      expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200))
      expect(await membershipsOf(who.id)).toHaveLength(1)
    }
    const [sessions] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from company_sessions where user_id = ${person.id}
        and company_id = (select company_id from company_members where user_id = ${person.id})`,
    )
    expect(sessions!.n).toBe(1)
  })
})
