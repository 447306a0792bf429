import type { Order } from '@caravanserai/contracts/orders'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createShipmentShop, processingOrder, type ShipmentShop } from '../../testing/shipment-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

// Goods leave in shipments (docs/decisions/060-shipment-milestones.md), on 10 March 2026.
const NOW = new Date('2026-03-10T09:00:00Z')

describe.each(databaseKinds())('shipments of an order on %s', (kind) => {
  let t: TestApp
  let shop: ShipmentShop
  const send = injectAs(() => t)
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query)
  const ship = (order: Order, body: object, lang = 'en') =>
    send('POST', `/ops/orders/${order.id}/shipments/`, shop.staff, body, { 'accept-language': lang })
  const lines = (order: Order, ...quantities: number[]) =>
    quantities.map((quantity, i) => ({ order_item_id: order.order_items[i]!.id, quantity }))
  const shippedUnits = async (order: Order) =>
    rows<{ item: number; units: number }>(sql`select i.id as item, coalesce(sum(l.quantity), 0)::int as units
      from order_items i left join shipment_lines l on l.order_item_id = i.id
      where i.order_id = ${order.id} group by i.id order by i.id`)

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => NOW })
    shop = await createShipmentShop(t)
  })
  afterAll(() => t.close())

  test('partial shipments keep the order processing; the one that takes the last units ships it', async () => {
    const buyer = await t.users.buyer()
    const order = await processingOrder(t, shop, buyer)
    const first = await ship(order, {
      tracking_number: 'AM-1',
      carrier: 'Zvartnots Cargo',
      lines: lines(order, 2),
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      number: 1,
      tracking_number: 'AM-1',
      carrier: 'Zvartnots Cargo',
      lines: [{ order_item_id: order.order_items[0]!.id, quantity: 2 }],
      dispatched_on: '2026-03-10',
      planned_arrival: '2026-03-16',
      estimated_arrival: '2026-03-16',
      late: false,
      milestones: [{ kind: 'dispatched', occurred_on: '2026-03-10' }],
    })
    let seen = (await send('GET', `/orders/${order.id}/`, buyer)).json()
    expect(seen).toMatchObject({ status: 'processing', tracking_number: null })
    expect(seen.shipments).toHaveLength(1)

    const tooMany = await ship(order, { tracking_number: 'AM-2', lines: lines(order, 4) }, 'ru')
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({ code: 'shipments.quantityExceeded', params: { remaining: 3 } })
    expect(tooMany.json().detail).toMatch(/Осталось отправить только 3/)

    const rest = await ship(order, { tracking_number: 'AM-2', dispatched_on: '2026-03-09' })
    expect(rest.statusCode).toBe(201)
    expect(rest.json()).toMatchObject({ number: 2, lines: lines(order, 3, 3), planned_arrival: '2026-03-15' })
    seen = (await send('GET', `/orders/${order.id}/`, buyer)).json()
    expect(seen).toMatchObject({ status: 'shipped', tracking_number: 'AM-2' })
    expect(seen.shipments.map((s: { number: number }) => s.number)).toEqual([1, 2])
    expect(await shippedUnits(order)).toEqual([
      { item: order.order_items[0]!.id, units: 5 },
      { item: order.order_items[1]!.id, units: 3 },
    ])
    const nothing = await ship(order, { tracking_number: 'AM-3' })
    expect(nothing.json()).toMatchObject({ code: 'orders.wrongStatus' })
    const trail = await rows<{ action: string }>(
      sql`select action from audit_events where object_type = 'order' and object_id = ${order.id} order by id`,
    )
    expect(trail.map((e) => e.action).filter((a) => a.startsWith('order.ship'))).toEqual([
      'order.shipment_created',
      'order.shipment_created',
      'order.ship',
    ])
  })

  test('two shipments at once never take more than the order holds', async () => {
    const order = await processingOrder(t, shop, await t.users.buyer())
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        ship(order, { tracking_number: `RACE-${i}`, lines: lines(order, 3, 2) }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409])
    expect((await shippedUnits(order)).map((r) => r.units)).toEqual([3, 2])
    const rest = await Promise.all([
      ship(order, { tracking_number: 'R-A' }),
      ship(order, { tracking_number: 'R-B' }),
    ])
    expect(rest.map((a) => a.statusCode).sort()).toEqual([201, 409])
    expect((await shippedUnits(order)).map((r) => r.units)).toEqual([5, 3])
    const [row] = await rows<{ status: string }>(sql`select status from orders where id = ${order.id}`)
    expect(row!.status).toBe('shipped')
  })

  test('an unpaid order ships only with a reason, given once for all its shipments', async () => {
    const buyer = await t.users.buyer()
    const order = await processingOrder(t, shop, buyer, { paid: false })
    const refused = await ship(order, { tracking_number: 'U-1', lines: lines(order, 1) })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('payments.notPaid')
    expect(await rows(sql`select id from shipments where order_id = ${order.id}`)).toEqual([])
    const excused = await ship(order, {
      tracking_number: 'U-1',
      lines: lines(order, 1),
      payment_override: 'Long-standing buyer; paying on arrival',
    })
    expect(excused.statusCode).toBe(201)
    const last = await ship(order, { tracking_number: 'U-2' })
    expect(last.statusCode).toBe(201)
    expect((await send('GET', `/orders/${order.id}/`, buyer)).json()).toMatchObject({
      status: 'shipped',
      payment_override_reason: 'Long-standing buyer; paying on arrival',
    })
  })

  test('POST …/ship/ sends everything that remains as one shipment', async () => {
    const buyer = await t.users.buyer()
    const order = await processingOrder(t, shop, buyer)
    await ship(order, { tracking_number: 'S-1', lines: lines(order, 5) })
    const res = await send('POST', `/ops/orders/${order.id}/ship/`, shop.staff, {
      tracking_number: 'S-2',
      note: 'Second truck',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'shipped', tracking_number: 'S-2' })
    expect(res.json().shipments.at(-1)).toMatchObject({ number: 2, lines: [{ quantity: 3 }] })
    // The operators' note stays in the history: the buyer's milestone carries none.
    expect(res.json().shipments.at(-1).milestones[0].note).toBeNull()
    expect(res.json().history).toContainEqual(
      expect.objectContaining({ status: 'shipped', note: 'Second truck' }),
    )
  })

  test('bad lines and days are refused in the operator’s language, and nothing is written', async () => {
    const order = await processingOrder(t, shop, await t.users.buyer())
    const other = await processingOrder(t, shop, await t.users.buyer())
    const foreign = await ship(order, {
      tracking_number: 'X',
      lines: [{ order_item_id: other.order_items[0]!.id, quantity: 1 }],
    })
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().code).toBe('shipments.lineUnknown')
    const twice = await ship(order, { tracking_number: 'X', lines: [...lines(order, 1), ...lines(order, 1)] })
    expect(twice.json().code).toBe('shipments.lineRepeated')
    const future = await ship(order, { tracking_number: 'X', dispatched_on: '2026-03-11' }, 'fa')
    expect(future.statusCode).toBe(422)
    expect(future.json().dispatched_on[0]).toMatch(/[\u0600-\u06FF]/)
    for (const day of ['2026-02-30', '2026-13-01', '2026-00-10']) {
      const unreal = await ship(order, { tracking_number: 'X', dispatched_on: day }, 'ru')
      expect(unreal.statusCode).toBe(400)
      expect(unreal.json().dispatched_on[0]).toMatch(/[А-Яа-я]/)
    }
    const zero = await ship(order, { tracking_number: 'X', lines: lines(order, 0) }, 'hy')
    expect(zero.statusCode).toBe(400)
    expect(Object.keys(zero.json())).toEqual(['lines.0.quantity'])
    expect(await rows(sql`select id from shipments where order_id = ${order.id}`)).toEqual([])
    expect((await ship({ ...order, id: 2_000_000_000 }, { tracking_number: 'X' })).statusCode).toBe(404)
  })

  test('buyers cannot ship, and read only their company’s shipments', async () => {
    const buyer = await t.users.buyer()
    const order = await processingOrder(t, shop, buyer)
    await ship(order, { tracking_number: 'MINE-1', lines: lines(order, 1) })
    const asBuyer = await send('POST', `/ops/orders/${order.id}/shipments/`, buyer, { tracking_number: 'X' })
    expect(asBuyer.statusCode).toBe(403)
    const stranger = await t.users.buyer()
    expect((await send('GET', `/orders/${order.id}/`, stranger)).statusCode).toBe(404)
    const list = (await send('GET', '/orders/list/', stranger)).json()
    expect(JSON.stringify(list)).not.toContain('MINE-1')
    const own = (await send('GET', '/orders/list/', buyer)).json()
    expect(own.results[0].shipments[0]).toMatchObject({ tracking_number: 'MINE-1' })
  })
})
