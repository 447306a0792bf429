import type { Locale } from '@caravanserai/contracts/languages'
import type { LegEndKind, Shipment } from '@caravanserai/contracts/shipments'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { translated } from '../../db/translations.ts'
import { shipmentProgress } from './shipment-estimate.ts'
import { isLate } from './shipment-route.ts'

// An order's shipments as its buyer and the operators read them (docs/product.md#shipments): one
// correlated subquery of the order's JSON, then each shipment's progress on its route computed
// by the estimate's one function.

type RouteLegJson = { name: string; days: number; ends_with: LegEndKind | null }

/** A shipment as the database gives it, before its progress is computed. */
export type StoredShipment = Omit<Shipment, 'estimated_arrival' | 'delivered_on' | 'late' | 'legs'> & {
  route: RouteLegJson[]
}

/** Shipment `s` of order `o` as JSON, as stored; legs named in `locale`. */
export function shipmentJson(locale: Locale): SQL {
  const legName = translated('destination_leg_translations', 'leg_id', sql`l.id`, 'name', locale)
  return sql`json_build_object(
      'id', s.id,
      'number', s.number,
      'tracking_number', s.tracking_number,
      'carrier', s.carrier,
      'dispatched_on', s.dispatched_on,
      'planned_arrival', s.planned_arrival,
      'lines', (select coalesce(json_agg(json_build_object('order_item_id', sl.order_item_id,
          'quantity', sl.quantity) order by sl.order_item_id), '[]')
        from shipment_lines sl where sl.shipment_id = s.id),
      'milestones', (select coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind,
          'occurred_on', m.occurred_on, 'place', m.place, 'note', m.note, 'delay_days', m.delay_days,
          'recorded_at', m.recorded_at) order by m.occurred_on, m.id), '[]')
        from shipment_milestones m where m.shipment_id = s.id),
      'route', (select coalesce(json_agg(json_build_object('name', coalesce(${legName}, ''),
          'days', l.days, 'ends_with', l.ends_with) order by l.position, l.id), '[]')
        from destination_legs l where l.destination_id = o.destination_id))`
}

/** The shipments of order `o` as a JSON array, in the order they left. */
export function shipmentsJson(locale: Locale): SQL {
  return sql`(select coalesce(json_agg(${shipmentJson(locale)} order by s.number), '[]')
    from shipments s where s.order_id = o.id)`
}

/** A stored shipment with its legs' progress, estimate and late flag as of `today` (UTC). */
export function withProgress({ route, ...shipment }: StoredShipment, today: string): Shipment {
  const events = shipment.milestones.map((m) => ({
    kind: m.kind,
    occurredOn: m.occurred_on,
    delayDays: m.delay_days,
  }))
  const progress = shipmentProgress(
    route.map((leg) => ({ days: leg.days, endsWith: leg.ends_with })),
    events,
  )
  return {
    ...shipment,
    estimated_arrival: progress.estimatedArrival,
    delivered_on: progress.deliveredOn,
    late: isLate(progress, today),
    legs: route.map((leg, j) => ({ ...leg, completed_on: progress.completedOn[j] ?? null })),
  }
}

/** Shipment `id` as the console reads it after a write; null when there is none. */
export async function getShipment(db: Db, id: number, locale: Locale, now: Date): Promise<Shipment | null> {
  const [row] = await queryRows<{ shipment: StoredShipment }>(
    db,
    sql`select ${shipmentJson(locale)} as shipment from shipments s join orders o on o.id = s.order_id
      where s.id = ${id}`,
  )
  return row ? withProgress(row.shipment, now.toISOString().slice(0, 10)) : null
}
