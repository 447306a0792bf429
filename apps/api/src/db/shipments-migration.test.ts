import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { emptyDatabase, migrationsBefore } from '../testing/partial-migrations.ts'
import { databaseKinds } from '../testing/test-db.ts'
import { queryRows } from './client.ts'
import { migrateDatabase } from './migrate.ts'

const SHIPMENTS = '0036_shipments'

// One kind is enough for one migration's effect: PostgreSQL where it runs, else PGlite.
describe.each(databaseKinds().slice(-1))('every shipped order becoming one shipment, on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  test('gives each shipped order one shipment of all its lines, dispatched the day it shipped', async () => {
    const database = await emptyDatabase(kind, cleanups)
    cleanups.push(() => database.close())
    await migrateDatabase(database, await migrationsBefore(SHIPMENTS))
    const db = database.db
    const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0]!
    const { id: buyer } = await one<{ id: number }>(sql`insert into users (email, password_hash, tax_id)
      values ('nareh@buyers.example', '!', 'TAX-1') returning id`)
    const { id: company } = await one<{ id: number }>(sql`insert into companies default values returning id`)
    const { id: yerevan } = await one<{ id: number }>(
      sql`insert into destinations default values returning id`,
    )
    const { id: moscow } = await one<{ id: number }>(
      sql`insert into destinations default values returning id`,
    )
    await db.execute(sql`insert into destination_legs (destination_id, position, days)
      values (${yerevan}, 0, 3), (${yerevan}, 1, 4)`)
    const order = async (
      number: string,
      status: string,
      extra: { destination?: number; leadDays?: number },
    ) => {
      const { id } = await one<{ id: number }>(sql`insert into orders (order_number, user_id, company_id,
          destination_id, total_price, shipping_price, status, tracking_number, lead_days, quoted_at,
          shipped_at, delivered_at, completed_at, payment_override_reason)
        values (${number}, ${buyer}, ${company}, ${extra.destination ?? yerevan}, 30, 5, ${status},
          ${status === 'processing' ? null : `TRK-${number}`}, ${extra.leadDays ?? null},
          '2026-03-01T08:00:00Z', ${status === 'processing' ? null : '2026-03-02T22:30:00Z'},
          ${['delivered', 'completed'].includes(status) ? '2026-03-09T10:00:00Z' : null},
          ${status === 'completed' ? '2026-03-10T10:00:00Z' : null},
          ${status === 'processing' ? null : 'Trusted buyer'}) returning id`)
      await db.execute(sql`insert into order_items (order_id, quantity, unit_price, product_name, variation_name)
        values (${id}, 2, 10, 'Saffron', '1 kg'), (${id}, 1, 10, 'Pistachios', '5 kg')`)
      return id
    }
    const shipped = await order('CS-MIG-1', 'shipped', { leadDays: 7 })
    const completed = await order('CS-MIG-2', 'completed', { leadDays: 7 })
    const noRoute = await order('CS-MIG-3', 'delivered', { destination: moscow })
    const processing = await order('CS-MIG-4', 'processing', {})

    await migrateDatabase(database)

    const rows = await queryRows(
      db,
      sql`select s.order_id, s.number, s.tracking_number, s.dispatched_on::text, s.planned_arrival::text,
          s.estimated_arrival::text, s.delivered_on::text,
          (select json_agg(l.quantity order by l.order_item_id) from shipment_lines l where l.shipment_id = s.id) as lines,
          (select json_agg(m.kind || ' ' || m.occurred_on order by m.id) from shipment_milestones m
            where m.shipment_id = s.id) as milestones,
          (select count(*)::int from shipment_milestones m where m.shipment_id = s.id and m.emailed_at is null) as waiting
        from shipments s order by s.order_id`,
    )
    expect(rows).toEqual([
      {
        order_id: shipped,
        number: 1,
        tracking_number: 'TRK-CS-MIG-1',
        dispatched_on: '2026-03-02',
        planned_arrival: '2026-03-09',
        estimated_arrival: '2026-03-09',
        delivered_on: null,
        lines: [2, 1],
        milestones: ['dispatched 2026-03-02'],
        waiting: 0,
      },
      {
        order_id: completed,
        number: 1,
        tracking_number: 'TRK-CS-MIG-2',
        dispatched_on: '2026-03-02',
        planned_arrival: '2026-03-09',
        estimated_arrival: '2026-03-09',
        delivered_on: '2026-03-09',
        lines: [2, 1],
        milestones: ['dispatched 2026-03-02', 'delivered 2026-03-09'],
        waiting: 0,
      },
      {
        order_id: noRoute,
        number: 1,
        tracking_number: 'TRK-CS-MIG-3',
        dispatched_on: '2026-03-02',
        planned_arrival: null,
        estimated_arrival: null,
        delivered_on: '2026-03-09',
        lines: [2, 1],
        milestones: ['dispatched 2026-03-02', 'delivered 2026-03-09'],
        waiting: 0,
      },
    ])
    expect(rows.map((r) => (r as { order_id: number }).order_id)).not.toContain(processing)
    // The shipment in transit was late before this release: its buyer is not told so now.
    const late = await one<{ told: boolean }>(
      sql`select late_emailed_at is not null as told from shipments where order_id = ${shipped}`,
    )
    expect(late.told).toBe(true)
  })
})
