import type { AuditEvent } from '@caravanserai/contracts/ops-audit'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inTransaction, queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createTradingShop, type FixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { recordAudit, recordAudits } from './audit-log.ts'

describe.each(databaseKinds())('the audit trail on %s', (kind) => {
  let t: TestApp
  let admin: TestUser
  let other: TestUser
  let operator: TestUser
  let product: FixtureProduct
  let destination: number
  const send = injectAs(() => t)
  const ids = (res: { json: () => { results: AuditEvent[] } }) => res.json().results.map((e) => e.id)
  const count = async (where: ReturnType<typeof sql>) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_events where ${where}`,
      )
    )[0]!.n

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination, staff: admin } = await createTradingShop(t))
    other = await t.users.admin()
    operator = await t.users.operator()
    await recordAudits(t.database.db, admin, [
      { action: 'destination.create', object: { type: 'destination', id: 7, label: 'Meghri' } },
      {
        action: 'destination.update',
        object: { type: 'destination', id: 7 },
        changes: { position: { before: 1, after: 0 } },
      },
    ])
    await recordAudit(t.database.db, other, {
      action: 'destination.delete',
      object: { type: 'destination', id: 8 },
    })
  })
  afterAll(() => t.close())

  test('lists the trail newest first and narrows it by person, action, object type and object', async () => {
    const all = await send('GET', '/ops/audit/?object_type=destination', admin)
    expect(all.statusCode).toBe(200)
    const [deleted, updated, created] = all.json().results as AuditEvent[]
    expect(deleted).toMatchObject({
      actor: { id: other.id, email: other.email },
      action: 'destination.delete',
      object_type: 'destination',
      object_id: 8,
      changes: {},
    })
    expect(updated).toMatchObject({
      action: 'destination.update',
      changes: { position: { before: 1, after: 0 } },
    })
    expect(created).toMatchObject({ object_label: 'Meghri', actor: { email: admin.email } })
    expect(Date.parse(created!.created_at)).not.toBeNaN()

    expect(ids(await send('GET', `/ops/audit/?actor=${other.id}`, admin))).toEqual([deleted!.id])
    expect(ids(await send('GET', '/ops/audit/?action=destination.update', admin))).toEqual([updated!.id])
    expect(ids(await send('GET', '/ops/audit/?object_type=destination&object_id=7', admin))).toEqual([
      updated!.id,
      created!.id,
    ])
    expect((await send('GET', '/ops/audit/?action=destination.rename', admin)).statusCode).toBe(400)
    expect((await send('GET', '/ops/audit/?object_id=99999999999', admin)).statusCode).toBe(400)
  })

  test('pages the trail with links, and a page past the last is 404', async () => {
    const first = await send('GET', '/ops/audit/?object_type=destination&page_size=2', admin)
    expect(first.json()).toMatchObject({ count: 3, previous: null, next: expect.stringContaining('page=2') })
    const second = await send('GET', '/ops/audit/?object_type=destination&page_size=2&page=2', admin)
    expect(second.json().results).toHaveLength(1)
    expect(second.json().next).toBeNull()
    expect([...ids(first), ...ids(second)]).toEqual(
      ids(await send('GET', '/ops/audit/?object_type=destination', admin)),
    )
    expect(
      (await send('GET', '/ops/audit/?object_type=destination&page=3&page_size=2', admin)).statusCode,
    ).toBe(404)
  })

  test('names everyone in the trail once, for the person filter', async () => {
    const actors = (await send('GET', '/ops/audit/actors/', admin)).json() as { id: number; email: string }[]
    expect(actors).toEqual(
      expect.arrayContaining([
        { id: admin.id, email: admin.email },
        { id: other.id, email: other.email },
      ]),
    )
    expect(new Set(actors.map((a) => a.id)).size).toBe(actors.length)
  })

  test('is for admins, but an operator reads one object’s history', async () => {
    expect((await send('GET', '/ops/audit/', operator)).statusCode).toBe(403)
    expect((await send('GET', '/ops/audit/actors/', operator)).statusCode).toBe(403)
    expect((await send('GET', '/ops/audit/', null)).statusCode).toBe(401)
    const history = await send('GET', '/ops/audit/destination/7/', operator)
    expect(history.statusCode).toBe(200)
    expect(history.json()).toMatchObject({ count: 2, results: [{ action: 'destination.update' }, {}] })
    expect((await send('GET', '/ops/audit/destination/7/', await t.users.buyer())).statusCode).toBe(403)
    expect((await send('GET', '/ops/audit/planet/7/', operator)).statusCode).toBe(400)
  })

  test('the history of the seller and of a staff member is for admins alone', async () => {
    for (const object of ['seller/1', `staff/${operator.id}`]) {
      const refused = await send('GET', `/ops/audit/${object}/`, operator, undefined, {
        'accept-language': 'ru',
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({
        code: 'errors.adminOnly',
        detail: expect.stringMatching(/[а-я]/),
      })
      expect((await send('GET', `/ops/audit/${object}/`, admin)).statusCode).toBe(200)
    }
  })

  test('nothing edits or deletes an event: no route, and the table refuses it', async () => {
    expect((await send('DELETE', '/ops/audit/destination/7/', admin)).statusCode).toBe(405)
    expect((await send('PATCH', '/ops/audit/', admin, {})).statusCode).toBe(405)
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      )
    expect(await refusal(sql`update audit_events set action = 'order.quote'`)).toMatch(/append-only/)
    expect(await refusal(sql`delete from audit_events`)).toMatch(/append-only/)
    expect(await count(sql`object_type = 'destination'`)).toBe(3)
  })

  test('an event rolls back with a write that fails after it', async () => {
    const failed = inTransaction(t.database.db, async (tx) => {
      await recordAudit(tx, admin, { action: 'seller.update', object: { type: 'seller', id: 424242 } })
      throw new Error('the write failed after its event')
    })
    await expect(failed).rejects.toThrow('the write failed')
    expect(await count(sql`object_id = 424242`)).toBe(0)
  })

  test('a refused write leaves no event: a quote another operator answered first, a bad product edit', async () => {
    const placed = await placeOrder(t.app, await t.users.buyer(), {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
    expect(
      (await send('POST', `/ops/orders/${placed.id}/quote/`, admin, { shipping_price: 5 })).statusCode,
    ).toBe(200)
    expect(
      (await send('POST', `/ops/orders/${placed.id}/quote/`, other, { shipping_price: 9 })).statusCode,
    ).toBe(409)
    expect(await count(sql`object_type = 'order' and object_id = ${placed.id}`)).toBe(1)
    expect(await count(sql`object_type = 'order' and actor_id = ${other.id}`)).toBe(0)

    const edit = await send('PATCH', `/products/${product.productId}/update/`, admin, {
      category: 2_000_000_000,
    })
    expect(edit.statusCode).toBe(400)
    expect(await count(sql`object_type = 'product' and object_id = ${product.productId}`)).toBe(0)
  })
})
