import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { milestoneKindEnum, timestamps } from './columns.ts'
import { orderItems, orders } from './orders.ts'

/**
 * The goods of an order that left together under one tracking number
 * (docs/decisions/060-shipment-milestones.md). `planned_arrival` is fixed when it leaves;
 * `estimated_arrival` and `delivered_on` are what its milestones make of its route, written by
 * every change that moves them so that the console's views filter on them.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // 1, 2, … within the order, in the order they left.
    number: integer('number').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    carrier: text('carrier'),
    dispatchedOn: date('dispatched_on', { mode: 'string' }).notNull(),
    plannedArrival: date('planned_arrival', { mode: 'string' }),
    estimatedArrival: date('estimated_arrival', { mode: 'string' }),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    // When its buyer was told it is late: once per shipment.
    lateEmailedAt: timestamp('late_emailed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('shipments_order_id_number_unique').on(t.orderId, t.number),
    check('shipments_number_positive', sql`${t.number} > 0`),
    check('shipments_tracking_number_not_blank', sql`btrim(${t.trackingNumber}) <> ''`),
    index('shipments_tracking_number_idx').on(t.trackingNumber),
    // The console's views: what is still under way, by its estimate; what arrived, by its day.
    index('shipments_delivered_on_estimated_arrival_idx').on(t.deliveredOn, t.estimatedArrival),
  ],
)

/** How many units of an order line travel in a shipment. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('shipment_lines_shipment_id_order_item_id_unique').on(t.shipmentId, t.orderItemId),
    check('shipment_lines_quantity_positive', sql`${t.quantity} > 0`),
    index('shipment_lines_order_item_id_idx').on(t.orderItemId),
  ],
)

/** What happened to a shipment, as an operator recorded it (docs/product.md#shipments). */
export const shipmentMilestones = pgTable(
  'shipment_milestones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    kind: milestoneKindEnum('kind').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    place: text('place'),
    note: text('note'),
    delayDays: integer('delay_days'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    // When the buyer's daily digest told of it; null while it waits for one.
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check(
      'shipment_milestones_delay_days',
      sql`case when ${t.kind} = 'delayed' then ${t.delayDays} between 1 and 90 else ${t.delayDays} is null end`,
    ),
    index('shipment_milestones_shipment_id_idx').on(t.shipmentId, t.occurredOn, t.id),
    // The digest's sweep: what waits to be told.
    index('shipment_milestones_waiting_idx').on(t.shipmentId).where(sql`${t.emailedAt} is null`),
  ],
)

export type Shipment = typeof shipments.$inferSelect
export type ShipmentMilestone = typeof shipmentMilestones.$inferSelect
