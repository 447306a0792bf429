import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { type Event, type Progress, type RouteLeg, shipmentProgress } from './shipment-estimate.ts'

// A shipment's route and milestones as the estimate reads them, and what it says written back on
// the shipment, where the console's views and the analytics filter on it
// (docs/decisions/060-shipment-milestones.md).

/** The legs of destination `id`, in order, as the estimate reads them (a JSON array). */
export const routeJson = (id: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('days', l.days, 'endsWith', l.ends_with)
      order by l.position, l.id), '[]') from destination_legs l where l.destination_id = ${id})`

/** The milestones of shipment `id`, oldest first, as the estimate reads them (a JSON array). */
export const eventsJson = (id: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('kind', m.kind, 'occurredOn', m.occurred_on,
      'delayDays', m.delay_days) order by m.occurred_on, m.id), '[]')
    from shipment_milestones m where m.shipment_id = ${id})`

/** Shipment `id`'s route (its order's destination's, as it stands) and milestones. */
export async function journeyOf(tx: Db, id: number): Promise<{ legs: RouteLeg[]; events: Event[] }> {
  const [row] = await queryRows<{ legs: RouteLeg[]; events: Event[] }>(
    tx,
    sql`select ${routeJson(sql`o.destination_id`)} as legs, ${eventsJson(sql`s.id`)} as events
      from shipments s join orders o on o.id = s.order_id where s.id = ${id}`,
  )
  return row ?? { legs: [], events: [] }
}

/** Writes on shipment `id` the estimate and delivery day its milestones give now. */
export async function refreshShipment(tx: Db, id: number): Promise<Progress> {
  const { legs, events } = await journeyOf(tx, id)
  const progress = shipmentProgress(legs, events)
  await tx.execute(sql`update shipments set estimated_arrival = ${progress.estimatedArrival},
      delivered_on = ${progress.deliveredOn}, updated_at = now() where id = ${id}`)
  return progress
}

/**
 * A destination's route changed: the shipments still under way there are estimated on the new
 * one (planned arrivals stay as they were fixed). They are locked first, in id order as a
 * milestone's writer locks them, so that each is read after a milestone being recorded on it.
 */
export async function refreshDestinationShipments(tx: Db, destinationId: number): Promise<void> {
  const under = await queryRows<{ id: number }>(
    tx,
    sql`select s.id from shipments s join orders o on o.id = s.order_id
      where o.destination_id = ${destinationId} and s.delivered_on is null order by s.id for update of s`,
  )
  for (const { id } of under) await refreshShipment(tx, id)
}

/** The typical days of destination `id`'s route now; null without legs. */
export async function routeDays(tx: Db, destinationId: number): Promise<number | null> {
  const [row] = await queryRows<{ days: number | null }>(
    tx,
    sql`select sum(l.days)::int as days from destination_legs l where l.destination_id = ${destinationId}`,
  )
  return row?.days ?? null
}

/** Whether shipment `s` is late on `today`: not delivered and past its estimate (the one rule). */
export const lateSql = (today: string): SQL =>
  sql`coalesce(s.delivered_on is null and s.estimated_arrival < ${today}::date, false)`

/** The same rule on a shipment read into memory. */
export const isLate = (
  s: { deliveredOn: string | null; estimatedArrival: string | null },
  today: string,
): boolean => s.deliveredOn === null && s.estimatedArrival !== null && s.estimatedArrival < today
