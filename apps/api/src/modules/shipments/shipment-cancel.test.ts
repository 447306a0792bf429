import type { Order } from '@caravanserai/contracts/orders'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createShipmentShop, processingOrder, type ShipmentShop } from '../../testing/shipment-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { emailContext } from '../email/enqueue-email.ts'
import { sweepUnpaidOrders } from '../orders/unpaid-orders.ts'

// Once part of an order has left it stays processing (docs/decisions/060-shipment-milestones.md),
// but goods on their way cannot be cancelled: not by the buyer, an operator or the payment deadline.
describe.each(databaseKinds())('an order partly shipped on %s', (kind) => {
  let t: TestApp
  let shop: ShipmentShop
  const now = new Date('2026-03-10T09:00:00Z')
  const send = injectAs(() => t)

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    shop = await createShipmentShop(t)
  })
  afterAll(() => t.close())

  test('is not cancelled, and offers no cancellation', async () => {
    const buyer = await t.users.buyer()
    const order = await processingOrder(t, shop, buyer, { paid: false })
    const shipped = await send('POST', `/ops/orders/${order.id}/shipments/`, shop.staff, {
      tracking_number: 'PART-1',
      lines: [{ order_item_id: order.order_items[0]!.id, quantity: 1 }],
      payment_override: 'Trusted buyer, pays on arrival',
    })
    expect(shipped.statusCode).toBe(201)
    const mine = (await send('GET', `/orders/${order.id}/`, buyer)).json() as Order
    expect(mine.available_actions).not.toContain('cancel')
    const byBuyer = await send(
      'POST',
      `/orders/${order.id}/cancel/`,
      buyer,
      { reason: 'Changed my mind' },
      {
        'accept-language': 'ru',
      },
    )
    expect(byBuyer.statusCode).toBe(409)
    expect(byBuyer.json().code).toBe('orders.cancelGoodsLeft')
    expect(byBuyer.json().detail).toMatch(/[А-Яа-я]/)
    const byStaff = await send('POST', `/ops/orders/${order.id}/cancel/`, shop.staff, {
      reason: 'Out of stock',
    })
    expect(byStaff.statusCode).toBe(409)
    const later = new Date(now.getTime() + 60 * 86_400_000)
    await sweepUnpaidOrders(t.database.db, {
      now: later,
      days: 7,
      email: emailContext(testConfig(), t.app.log),
    })
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from orders where id = ${order.id}`,
    )
    expect(row!.status).toBe('processing')
  })
})
