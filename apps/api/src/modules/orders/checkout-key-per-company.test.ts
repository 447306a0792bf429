import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import {
  createFixtureDestination,
  createFixtureProduct,
  type FixtureProduct,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { companyKit } from '../companies/company-test-kit.ts'

// A checkout's Idempotency-Key is the person's within the company the session acts for
// (docs/decisions/006-order-checkout-and-lifecycle.md, 056-companies-are-the-buyer.md).
describe.each(databaseKinds())('a checkout key per company, on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  const { send, actFor, member } = companyKit(() => t)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    product = await createFixtureProduct(t.database.db, [{ price: '5.00', stock: 1000 }])
    destination = await createFixtureDestination(t.database.db)
  })
  afterAll(() => t.close())

  const checkout = async (person: TestUser, key: string) => {
    const added = await send('POST', '/customer/cart/create/', person, {
      product_variation: product.variationIds[0],
      quantity: 1,
    })
    expect(added.statusCode).toBe(201)
    return send(
      'POST',
      '/order/request-shipping/',
      person,
      { shipping_destination: destination },
      {
        'idempotency-key': key,
      },
    )
  }

  test('the same key under another company places a new order; under the same company, the same one', async () => {
    const owner = await t.users.buyer()
    const forFirm = await member(owner, 'buyer')
    // The same person acting for their own company of one, in a second session.
    const [own] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select company_id as id from company_members where user_id = ${forFirm.id} and role = 'owner'`,
    )
    const personal = await actFor(forFirm, own!.id)
    const key = crypto.randomUUID()

    const first = await checkout(forFirm, key)
    expect(first.statusCode).toBe(201)
    const again = await checkout(forFirm, key)
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true'])
    expect(again.json().id).toBe(first.json().id)

    const elsewhere = await checkout(personal, key)
    expect(elsewhere.statusCode).toBe(201)
    expect(elsewhere.json().id).not.toBe(first.json().id)
    const replayed = await checkout(personal, key)
    expect([replayed.statusCode, replayed.json().id]).toEqual([200, elsewhere.json().id])
    // Back at the firm, the key still finds the firm's order.
    expect((await checkout(forFirm, key)).json().id).toBe(first.json().id)

    const rows = await queryRows<{ id: number; company_id: number }>(
      t.database.db,
      sql`select id, company_id from orders where idempotency_key = ${key} order by id`,
    )
    expect(rows).toEqual([
      { id: first.json().id, company_id: owner.companyId },
      { id: elsewhere.json().id, company_id: own!.id },
    ])
  })
})
