import type { Shipment } from '@caravanserai/contracts/shipments'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inTransaction, queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { injectAs } from '../../testing/inject-as.ts'
import {
  createShipmentShop,
  processingOrder,
  ROUTE,
  type ShipmentShop,
} from '../../testing/shipment-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { recordMilestones } from './milestones.ts'

// The estimate stored on a shipment is its milestones' on the route as it stands, even when the
// route is replaced while a milestone is being recorded (docs/decisions/060-shipment-milestones.md).
// Two writers at once need two connections: PostgreSQL only.
describe.runIf(databaseKinds().includes('postgresql'))('a route replaced under a milestone', () => {
  let t: TestApp
  let shop: ShipmentShop
  const now = new Date('2026-03-05T09:00:00Z')
  const send = injectAs(() => t)

  beforeAll(async () => {
    t = await buildTestApp('postgresql', { clock: () => now })
    shop = await createShipmentShop(t)
  })
  afterAll(() => t.close())

  /** Resolves once some statement of this database waits for a lock another holds. */
  const someoneWaits = async () => {
    for (let tries = 0; tries < 200; tries++) {
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`,
      )
      if (row!.n > 0) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('nobody waited for the lock')
  }

  test('the stored estimate counts the milestone and the new route', async () => {
    const order = await processingOrder(t, shop, await t.users.buyer())
    const shipped = await send('POST', `/ops/orders/${order.id}/shipments/`, shop.staff, {
      tracking_number: 'RACE-ROUTE',
      dispatched_on: '2026-03-01',
    })
    const shipment = shipped.json() as Shipment
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let recorded = () => {}
    const holding = new Promise<void>((resolve) => {
      recorded = resolve
    })
    // The milestone's transaction has written and holds the shipment when the route is replaced.
    const milestone = inTransaction(t.database.db, async (tx) => {
      const write = { shipmentId: shipment.id, kind: 'border_crossed' as const, occurred_on: '2026-03-04' }
      expect(await recordMilestones(tx, [{ ...write, place: 'Meghri' }], shop.staff, now)).toEqual([])
      recorded()
      await gate
    })
    await holding
    const legs = ROUTE.map((leg) => ({ ...leg, days: leg.days + 2 }))
    const replaced = send('PUT', `/ops/destinations/${shop.destination}/legs/`, shop.staff, { legs })
    await someoneWaits()
    release()
    await milestone
    expect((await replaced).statusCode).toBe(200)
    // Crossed on 4 March, then customs (4 days) and delivery (3 days) on the new route.
    const [row] = await queryRows<{ estimated: string }>(
      t.database.db,
      sql`select estimated_arrival::text as estimated from shipments where id = ${shipment.id}`,
    )
    expect(row!.estimated).toBe('2026-03-11')
  })
})
