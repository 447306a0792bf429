import type { CreateShipmentBody } from '@caravanserai/contracts/ops-shipments'
import { sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { orders } from '../../db/schema/orders.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, createdFields, recordAudit } from '../audit/audit-log.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { transitionOrder } from '../orders/order-transitions.ts'
import { addDays } from './shipment-estimate.ts'
import { refreshShipment, routeDays } from './shipment-route.ts'

// The one place goods leave (docs/decisions/060-shipment-milestones.md): a shipment of some or
// all of what remains of an order, and the order shipped by the one that takes the last units.

export type NewShipment = Omit<CreateShipmentBody, 'dispatched_on'> & {
  dispatched_on?: string
  /** Kept in the order's history for the operators when the shipment ships the order. */
  historyNote?: string | null
}

type Locked = Row<typeof orders, 'status' | 'paymentState' | 'orderNumber' | 'destinationId'> & {
  override: string | null
}
type Remaining = { id: number; product: string; remaining: number }

/** Per line of the order, how many units have not left yet. */
function remainingOf(tx: Db, orderId: number): Promise<Remaining[]> {
  return queryRows<Remaining>(
    tx,
    sql`select i.id, i.product_name as product, i.quantity - coalesce((select sum(l.quantity)
        from shipment_lines l where l.order_item_id = i.id), 0)::int as remaining
      from order_items i where i.order_id = ${orderId} order by i.id`,
  )
}

/** The lines asked for, checked against what remains; every remaining unit when none are given. */
function linesToShip(asked: NewShipment['lines'], remaining: Remaining[]) {
  if (!asked)
    return remaining.filter((r) => r.remaining > 0).map((r) => ({ id: r.id, quantity: r.remaining }))
  const seen = new Set<number>()
  return asked.map(({ order_item_id: id, quantity }) => {
    const line = remaining.find((r) => r.id === id)
    if (!line) throw new AppError('shipments.lineUnknown', 422, { item: id })
    if (seen.has(id)) throw new AppError('shipments.lineRepeated', 422, { item: id })
    seen.add(id)
    if (quantity > line.remaining)
      throw new AppError('shipments.quantityExceeded', 409, {
        remaining: line.remaining,
        product: line.product,
      })
    return { id, quantity }
  })
}

/**
 * Goods of processing order `orderId` leave as its next shipment, in one transaction with the
 * order row locked first, so that of two shipments at once the second counts what the first
 * took: never more than remains of a line (409). The shipment records its `dispatched` milestone
 * and its planned arrival (the dispatch day plus the route's days now). While the order is unpaid
 * the first shipment needs an operator's reason, which stands for the rest; the one that takes
 * the last units ships the order through its machine (status, tracking number, documents, email).
 * Returns the shipment's id.
 */
export function createShipment(
  db: Db,
  orderId: number,
  body: NewShipment,
  staff: AuditActor,
  email: EmailContext,
  now: Date,
): Promise<number> {
  const today = now.toISOString().slice(0, 10)
  const dispatchedOn = body.dispatched_on ?? today
  if (dispatchedOn > today) throw new AppError('shipments.dayInFuture', 422, {}, 'dispatched_on')
  return inTransaction(db, async (tx) => {
    const [order] = await queryRows<Locked>(
      tx,
      sql`select o.status, o.payment_state as "paymentState", o.order_number as "orderNumber",
          o.destination_id as "destinationId", o.payment_override_reason as override
        from orders o where o.id = ${orderId} for update`,
    )
    if (!order) throw new AppError('orders.notFound', 404)
    if (order.status !== 'processing')
      throw new AppError('orders.wrongStatus', 409, { status: order.status, action: 'ship' })
    const remaining = await remainingOf(tx, orderId)
    const lines = linesToShip(body.lines, remaining)
    if (lines.length === 0) throw new AppError('shipments.nothingRemains', 409)
    const last = remaining.every((r) => r.remaining === (lines.find((l) => l.id === r.id)?.quantity ?? 0))
    const override = body.payment_override ?? order.override
    if (order.paymentState !== 'paid' && !override)
      throw new AppError('payments.notPaid', 409, { state: order.paymentState })
    const days = await routeDays(tx, order.destinationId)
    const [shipment] = await queryRows<{ id: number; number: number }>(
      tx,
      sql`insert into shipments (order_id, number, tracking_number, carrier, dispatched_on,
          planned_arrival, created_by, created_at, updated_at)
        values (${orderId}, (select coalesce(max(number), 0) + 1 from shipments where order_id = ${orderId}),
          ${body.tracking_number}, ${body.carrier || null}, ${dispatchedOn},
          ${days === null ? null : addDays(dispatchedOn, days)}, ${staff.id}, ${now}, ${now})
        returning id, number`,
    )
    const { id, number } = shipment!
    for (const line of lines)
      await tx.execute(sql`insert into shipment_lines (shipment_id, order_item_id, quantity)
        values (${id}, ${line.id}, ${line.quantity})`)
    await tx.execute(sql`insert into shipment_milestones (shipment_id, kind, occurred_on, place, note,
        recorded_by, recorded_at) values (${id}, 'dispatched', ${dispatchedOn}, ${body.place || null},
        ${body.note || null}, ${staff.id}, ${now})`)
    await refreshShipment(tx, id)
    // Shipping before payment is the operators' call, made once for the order.
    if (!last && order.paymentState !== 'paid' && !order.override)
      await tx.execute(sql`update orders set payment_override_reason = ${override} where id = ${orderId}`)
    await recordAudit(tx, staff, {
      action: 'order.shipment_created',
      object: { type: 'order', id: orderId, label: order.orderNumber },
      changes: createdFields({
        shipment: {
          number,
          tracking_number: body.tracking_number,
          dispatched_on: dispatchedOn,
          lines: lines.map((l) => ({ order_item_id: l.id, quantity: l.quantity })),
        },
      }),
    })
    if (last) {
      await transitionOrder(
        tx,
        {
          orderId,
          action: 'ship',
          actor: { role: 'staff', userId: staff.id },
          changes: { trackingNumber: body.tracking_number, paymentOverride: override ?? undefined },
          note: body.historyNote ?? null,
          staff,
          now,
        },
        email,
      )
      // The order's shipped email tells of this departure: the daily digest need not.
      await tx.execute(sql`update shipment_milestones set emailed_at = ${now} where shipment_id = ${id}`)
    }
    return id
  })
}
