import type { Locale } from '@caravanserai/contracts/languages'
import type { ShipmentAnalytics } from '@caravanserai/contracts/ops-shipments'
import type { LegEndKind } from '@caravanserai/contracts/shipments'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import { translated } from '../../db/translations.ts'
import type { Period } from '../analytics/analytics-period.ts'
import { daysBetween, type Event, shipmentProgress } from './shipment-estimate.ts'
import { eventsJson } from './shipment-route.ts'

// How the routes perform (docs/product.md#shipments): shipments delivered in a period, on time or
// not, door to door and leg by leg, with exact medians computed here from the estimate's own
// reading of each shipment's milestones.

type Route = {
  id: number
  name: string
  legs: { name: string; days: number; endsWith: LegEndKind | null }[]
}
type Delivered = {
  destination: number
  dispatchedOn: string
  plannedArrival: string | null
  deliveredOn: string
  events: Event[]
}

/** The median of `values`, exactly (the mean of the two middle ones for an even count); null when none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Each leg's days in one shipment: from the end of the leg before (or the dispatch) to its own. */
function legDays(route: Route, shipment: Delivered): (number | null)[] {
  const legs = route.legs.map((leg) => ({ days: leg.days, endsWith: leg.endsWith }))
  const { recordedOn } = shipmentProgress(legs, shipment.events)
  return recordedOn.map((end, j) => {
    const start = j === 0 ? shipment.dispatchedOn : recordedOn[j - 1]
    return end && start ? daysBetween(start, end) : null
  })
}

/**
 * The routes of `period` (the shipments delivered from its first day to its last, of its
 * destination or all): per destination with a route or a delivery, how many arrived, how many by
 * their planned arrival, and the median days door to door and of each leg of the route as it
 * stands, named in `locale`.
 */
export async function shipmentAnalytics(db: Db, period: Period, locale: Locale): Promise<ShipmentAnalytics> {
  const only = period.destination === null ? sql`true` : sql`o.destination_id = ${period.destination}`
  const delivered = await queryRows<Delivered>(
    db,
    sql`select o.destination_id as destination, s.dispatched_on::text as "dispatchedOn",
        s.planned_arrival::text as "plannedArrival", s.delivered_on::text as "deliveredOn",
        ${eventsJson(sql`s.id`)} as events
      from shipments s join orders o on o.id = s.order_id
      where s.delivered_on between ${period.from}::date and ${period.to}::date and ${only}
      order by s.id`,
  )
  const legName = translated('destination_leg_translations', 'leg_id', sql`l.id`, 'name', locale)
  const routes = await queryRows<Route>(
    db,
    sql`select d.id, coalesce(${translated('destination_translations', 'destination_id', sql`d.id`, 'name', locale)}, '') as name,
        (select coalesce(json_agg(json_build_object('name', coalesce(${legName}, ''), 'days', l.days,
          'endsWith', l.ends_with) order by l.position, l.id), '[]')
          from destination_legs l where l.destination_id = d.id) as legs
      from destinations d
      where ${period.destination === null ? sql`true` : sql`d.id = ${period.destination}`}
        and (exists (select 1 from destination_legs l where l.destination_id = d.id)
          or d.id = any(${idArray([...new Set(delivered.map((s) => s.destination))])}))
      order by d.position, d.id`,
  )
  return {
    from: period.from,
    to: period.to,
    routes: routes.map((route) => {
      const arrived = delivered.filter((s) => s.destination === route.id)
      const onTime = arrived.filter(
        (s) => s.plannedArrival !== null && s.deliveredOn <= s.plannedArrival,
      ).length
      const perShipment = arrived.map((s) => legDays(route, s))
      return {
        destination: { id: route.id, name: route.name },
        delivered: arrived.length,
        on_time: onTime,
        on_time_rate: arrived.length === 0 ? null : onTime / arrived.length,
        median_days: median(arrived.map((s) => daysBetween(s.dispatchedOn, s.deliveredOn))),
        typical_days: route.legs.length === 0 ? null : route.legs.reduce((sum, leg) => sum + leg.days, 0),
        legs: route.legs.map((leg, j) => {
          const days = perShipment.map((d) => d[j]).filter((d): d is number => d !== null && d !== undefined)
          return {
            position: j,
            name: leg.name,
            typical_days: leg.days,
            shipments: days.length,
            median_days: median(days),
          }
        }),
      }
    }),
  }
}
