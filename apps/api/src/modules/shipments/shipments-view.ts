import type { Locale } from '@caravanserai/contracts/languages'
import type { OpsShipmentRow, ShipmentView } from '@caravanserai/contracts/ops-shipments'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import { translated } from '../../db/translations.ts'
import { addDays } from './shipment-estimate.ts'
import { lateSql } from './shipment-route.ts'

// The console's shipments view (docs/product.md#shipments): what is under way, late, arriving
// within the week, or delivered, read from the estimate and delivery day each write stores.

/** Which shipments `s` each view holds on `today` (UTC). */
function viewCondition(view: ShipmentView, today: string): SQL {
  switch (view) {
    case 'in_transit':
      return sql`s.delivered_on is null`
    case 'late':
      return lateSql(today)
    case 'arriving_this_week':
      return sql`(s.delivered_on is null and s.estimated_arrival between ${today}::date
        and ${addDays(today, 6)}::date)`
    case 'delivered':
      return sql`s.delivered_on is not null`
  }
}

const ORDER_BY: Record<ShipmentView, SQL> = {
  in_transit: sql`s.estimated_arrival asc nulls last, s.id`,
  late: sql`s.estimated_arrival asc, s.id`,
  arriving_this_week: sql`s.estimated_arrival asc, s.id`,
  delivered: sql`s.delivered_on desc, s.id desc`,
}

export type ShipmentFilters = { view: ShipmentView; destination?: number; search?: string }

const byDestination = (destination?: number): SQL =>
  destination === undefined ? sql`true` : sql`o.destination_id = ${destination}`

/** One view's page, newest estimate first as the view reads, and how many it holds in all. */
export async function listShipments(
  db: Db,
  locale: Locale,
  filters: ShipmentFilters & { page: number; pageSize: number },
  today: string,
): Promise<{ count: number; results: OpsShipmentRow[] }> {
  const where = sql.join(
    [
      viewCondition(filters.view, today),
      byDestination(filters.destination),
      filters.search
        ? sql`(s.tracking_number ilike ${containsPattern(filters.search)}
            or o.order_number ilike ${containsPattern(filters.search)})`
        : sql`true`,
    ],
    sql` and `,
  )
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from shipments s join orders o on o.id = s.order_id where ${where}`,
  )
  const results = await queryRows<OpsShipmentRow>(
    db,
    sql`select s.id, s.number, s.tracking_number, s.carrier,
        json_build_object('id', o.id, 'order_number', o.order_number) as order,
        coalesce(nullif(c.legal_name, ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as buyer,
        json_build_object('id', o.destination_id, 'name',
          coalesce(${translated('destination_translations', 'destination_id', sql`o.destination_id`, 'name', locale)}, '')) as destination,
        s.dispatched_on::text as dispatched_on,
        (select json_build_object('kind', m.kind, 'occurred_on', m.occurred_on, 'place', m.place)
          from shipment_milestones m where m.shipment_id = s.id
          order by m.occurred_on desc, m.id desc limit 1) as last_milestone,
        s.planned_arrival::text as planned_arrival, s.estimated_arrival::text as estimated_arrival,
        s.delivered_on::text as delivered_on, ${lateSql(today)} as late
      from shipments s join orders o on o.id = s.order_id
        join companies c on c.id = o.company_id join users u on u.id = o.user_id
      where ${where} order by ${ORDER_BY[filters.view]}
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
  )
  return { count: counted?.count ?? 0, results }
}

/** How many shipments each view holds on `today`, for one destination or all. */
export async function countShipments(
  db: Db,
  destination: number | undefined,
  today: string,
): Promise<Record<ShipmentView, number>> {
  const [row] = await queryRows<Record<ShipmentView, number>>(
    db,
    sql`select count(*) filter (where ${viewCondition('in_transit', today)})::int as in_transit,
        count(*) filter (where ${viewCondition('late', today)})::int as late,
        count(*) filter (where ${viewCondition('arriving_this_week', today)})::int as arriving_this_week,
        count(*) filter (where ${viewCondition('delivered', today)})::int as delivered
      from shipments s join orders o on o.id = s.order_id where ${byDestination(destination)}`,
  )
  return row!
}
