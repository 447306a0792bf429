import { z } from 'zod'
import { pagedSchema, pageQuerySchema } from './pagination.ts'
import {
  DELAY_DAYS_MAX,
  MILESTONE_NOTE_MAX,
  MILESTONE_PLACE_MAX,
  MilestoneKindSchema,
  TRACKING_NUMBER_MAX,
} from './shipments.ts'

// Operator console (docs/product.md#shipments): shipments made from an order, milestones recorded
// one at a time or in bulk from a CSV, the shipments view and the route analytics. Staff only.

// A day of the calendar (2026-02-30 is none), which the database's date columns can hold.
const day = z.iso.date({ error: 'shipments.dayInvalid' })
const place = z.string().trim().max(MILESTONE_PLACE_MAX).optional()
const note = z.string().trim().max(MILESTONE_NOTE_MAX).optional()

/**
 * POST /ops/orders/{id}/shipments/: goods of a processing order leave. `lines` gives units per
 * order line, never more than remain unshipped (409 shipments.quantityExceeded); without `lines`
 * everything that remains leaves. The shipment records its `dispatched` milestone on
 * `dispatched_on` (today by default, never in the future). The shipment that leaves the last
 * units ships the order (status shipped), under the same payment rule as POST …/ship/: while the
 * order is unpaid the first shipment needs `payment_override` (409 otherwise).
 */
export const CreateShipmentBodySchema = z
  .object({
    tracking_number: z.string().trim().min(1).max(TRACKING_NUMBER_MAX),
    carrier: z.string().trim().max(100).optional(),
    lines: z
      .array(
        z
          .object({
            order_item_id: z.number().int().min(1),
            quantity: z.number().int().min(1).max(1_000_000),
          })
          .strict(),
      )
      .min(1)
      .max(500)
      .optional(),
    dispatched_on: day.optional(),
    place,
    note,
    payment_override: z.string().trim().min(1).max(500).optional(),
  })
  .strict()
export type CreateShipmentBody = z.infer<typeof CreateShipmentBodySchema>
export type CreateShipmentInput = z.input<typeof CreateShipmentBodySchema>

/**
 * POST /ops/shipments/{id}/milestones/: one event, on a day no earlier than the shipment's last
 * milestone and no later than today, in the route's order (409 shipments.outOfOrder): a border
 * crossing names its crossing (`place` required); a delay says why (`note` required) and by how
 * many days (`delay_days`, required for a delay and refused for any other kind).
 */
export const RecordMilestoneBodySchema = z
  .object({
    kind: MilestoneKindSchema.exclude(['dispatched']),
    occurred_on: day,
    place,
    note,
    delay_days: z.number().int().min(1).max(DELAY_DAYS_MAX).optional(),
  })
  .strict()
  .refine((b) => b.kind !== 'border_crossed' || !!b.place, {
    error: 'shipments.placeRequired',
    path: ['place'],
  })
  .refine((b) => b.kind !== 'delayed' || !!b.note, { error: 'shipments.reasonRequired', path: ['note'] })
  .refine((b) => (b.kind === 'delayed') === (b.delay_days !== undefined), {
    error: 'shipments.delayDaysInvalid',
    path: ['delay_days'],
  })
export type RecordMilestoneBody = z.infer<typeof RecordMilestoneBodySchema>
export type RecordMilestoneInput = z.input<typeof RecordMilestoneBodySchema>

/**
 * POST /ops/shipments/milestones/import/ (text/csv, UTF-8, header row
 * `tracking_number,event,date,place,note,delay_days`, at most this many rows): all or nothing.
 * Each row is checked as one POST …/milestones/ would check it, against the shipment with that
 * tracking number and the rows above it; any refused row refuses the file (422 with every
 * refused row's line and message) and nothing is recorded.
 */
export const MILESTONE_IMPORT_MAX_ROWS = 1000
export const MILESTONE_IMPORT_MAX_BYTES = 256 * 1024

export const MilestoneImportErrorSchema = z.object({
  /** The file's line, the header being line 1. */
  line: z.number().int(),
  /** In the request language. */
  message: z.string(),
})
/** The 422 of a refused file: what went wrong in all, and every refused row. */
export const MilestoneImportRefusalSchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(MilestoneImportErrorSchema),
})
export type MilestoneImportRefusal = z.infer<typeof MilestoneImportRefusalSchema>
export const MilestoneImportResultSchema = z.object({ recorded: z.number().int() })
export type MilestoneImportResult = z.infer<typeof MilestoneImportResultSchema>

/** The console's shipments view: in transit (not delivered), late, or arriving within 7 days. */
export const SHIPMENT_VIEWS = ['in_transit', 'late', 'arriving_this_week', 'delivered'] as const
export const ShipmentViewSchema = z.enum(SHIPMENT_VIEWS, { error: 'shipments.viewInvalid' })
export type ShipmentView = z.infer<typeof ShipmentViewSchema>

/** GET /ops/shipments/: one view, optionally one destination and a search (tracking or order number). */
export const OpsShipmentListQuerySchema = z.object(pageQuerySchema(25)).extend({
  view: ShipmentViewSchema.default('in_transit'),
  destination: z.optional(
    z.coerce.number({ error: 'shipments.destinationInvalid' }).int().min(1).max(2_147_483_647),
  ),
  search: z
    .string()
    .max(200)
    .optional()
    .transform((s) => s?.trim() || undefined),
})
export type OpsShipmentListQuery = z.infer<typeof OpsShipmentListQuerySchema>

export const OpsShipmentRowSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  tracking_number: z.string(),
  carrier: z.string().nullable(),
  order: z.object({ id: z.number().int(), order_number: z.string() }),
  /** The buying company's legal name, or the person's name for a personal account. */
  buyer: z.string(),
  destination: z.object({ id: z.number().int(), name: z.string() }),
  dispatched_on: z.string(),
  last_milestone: z.nullable(
    z.object({ kind: MilestoneKindSchema, occurred_on: z.string(), place: z.string().nullable() }),
  ),
  planned_arrival: z.string().nullable(),
  estimated_arrival: z.string().nullable(),
  delivered_on: z.string().nullable(),
  late: z.boolean(),
})
export type OpsShipmentRow = z.infer<typeof OpsShipmentRowSchema>
export const OpsShipmentListSchema = pagedSchema(OpsShipmentRowSchema).extend({
  /** How many shipments each view holds now (the destination filter applied, not the search). */
  counts: z.record(ShipmentViewSchema, z.number().int()),
})
export type OpsShipmentList = z.infer<typeof OpsShipmentListSchema>

/**
 * GET /ops/analytics/shipments/ (same query as GET /ops/analytics/: from, to, destination):
 * shipments delivered in the period, per route and per leg of it. On time: delivered no later
 * than the planned arrival. A leg's days are from the milestone that ended the leg before it (or
 * the dispatch) to the milestone that ended it, for shipments that recorded both.
 */
export const ShipmentAnalyticsLegSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  typical_days: z.number().int(),
  shipments: z.number().int(),
  /** Null when no shipment recorded both ends of the leg. */
  median_days: z.number().nullable(),
})
export const ShipmentAnalyticsRouteSchema = z.object({
  destination: z.object({ id: z.number().int(), name: z.string() }),
  delivered: z.number().int(),
  on_time: z.number().int(),
  /** on_time / delivered, 0 to 1; null when nothing was delivered. */
  on_time_rate: z.number().nullable(),
  /** Dispatch to delivery, in days; null when nothing was delivered. */
  median_days: z.number().nullable(),
  typical_days: z.number().int().nullable(),
  legs: z.array(ShipmentAnalyticsLegSchema),
})
export const ShipmentAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  routes: z.array(ShipmentAnalyticsRouteSchema),
})
export type ShipmentAnalytics = z.infer<typeof ShipmentAnalyticsSchema>
