import type { RecordMilestoneBody } from '@caravanserai/contracts/ops-shipments'
import { sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, type AuditEntry, createdFields, recordAudits } from '../audit/audit-log.ts'
import { milestoneRefusal } from './shipment-estimate.ts'
import { journeyOf, refreshShipment } from './shipment-route.ts'

// Milestones recorded on a shipment by an operator, one at a time or a file's at once
// (docs/decisions/060-shipment-milestones.md).

export type MilestoneWrite = RecordMilestoneBody & { shipmentId: number }

/** A write refused: its place among the writes, and why. */
export type Refused = { index: number; error: AppError }

const REFUSALS = {
  outOfOrder: () => new AppError('shipments.outOfOrder', 409),
  dayInFuture: () => new AppError('shipments.dayInFuture', 422, {}, 'occurred_on'),
}

type Shipment = { orderId: number; orderNumber: string; number: number }

/**
 * Records `writes` in order, in transaction `tx`: each checked against its shipment's route and
 * the milestones before it (those of the writes above it included), inserted, and in the audit
 * trail of its order; then each shipment's estimate written again. The shipments are locked first,
 * in id order, so that two writers on one shipment take turns. A refused write is left out and
 * the rest still checked; returns every refusal, and the caller rolls back when there is any.
 */
export async function recordMilestones(
  tx: Db,
  writes: MilestoneWrite[],
  staff: AuditActor,
  now: Date,
): Promise<Refused[]> {
  const today = now.toISOString().slice(0, 10)
  const ids = [...new Set(writes.map((w) => w.shipmentId))].sort((a, b) => a - b)
  const shipments = new Map<number, Shipment & Awaited<ReturnType<typeof journeyOf>>>()
  for (const id of ids) {
    const [row] = await queryRows<Shipment>(
      tx,
      sql`select s.order_id as "orderId", o.order_number as "orderNumber", s.number from shipments s
        join orders o on o.id = s.order_id where s.id = ${id} for update of s`,
    )
    if (!row) throw new AppError('shipments.notFound', 404)
    shipments.set(id, { ...row, ...(await journeyOf(tx, id)) })
  }
  const refused: Refused[] = []
  const audits: AuditEntry[] = []
  for (const [index, write] of writes.entries()) {
    const shipment = shipments.get(write.shipmentId)!
    const event = { kind: write.kind, occurredOn: write.occurred_on, delayDays: write.delay_days ?? null }
    const refusal = milestoneRefusal(shipment.legs, shipment.events, event, today)
    if (refusal) {
      refused.push({ index, error: REFUSALS[refusal]() })
      continue
    }
    shipment.events.push(event)
    await tx.execute(sql`insert into shipment_milestones (shipment_id, kind, occurred_on, place, note,
        delay_days, recorded_by, recorded_at)
      values (${write.shipmentId}, ${write.kind}, ${write.occurred_on}, ${write.place || null},
        ${write.note || null}, ${write.delay_days ?? null}, ${staff.id}, ${now})`)
    audits.push({
      action: 'order.milestone_recorded',
      object: { type: 'order', id: shipment.orderId, label: shipment.orderNumber },
      changes: createdFields({
        milestone: {
          shipment: shipment.number,
          kind: write.kind,
          occurred_on: write.occurred_on,
          place: write.place || null,
          note: write.note || null,
          delay_days: write.delay_days ?? null,
        },
      }),
    })
  }
  if (refused.length > 0) return refused
  for (const id of ids) await refreshShipment(tx, id)
  await recordAudits(tx, staff, audits)
  return refused
}

/** One milestone on shipment `shipmentId`, in its own transaction (POST …/milestones/). */
export function recordMilestone(
  db: Db,
  shipmentId: number,
  body: RecordMilestoneBody,
  staff: AuditActor,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [refused] = await recordMilestones(tx, [{ ...body, shipmentId }], staff, now)
    if (refused) throw refused.error
  })
}
