import { z } from 'zod'

// Shipments and their milestones (docs/product.md#shipments): the goods of an order leave in one
// or more shipments, each with its own tracking number and lines, and operators record what
// happens to each along its route. Buyers read them on their order; operators write them.
// Nested schemas are wrapped as z.nullable(X), not X.nullable(), as in ops-orders.ts.

/**
 * What can happen to a shipment, in the order it happens. `dispatched` is recorded with the
 * shipment itself; a shipment may cross several borders; `delayed` may come at any point before
 * `delivered` and moves the estimate by its days; nothing comes after `delivered`.
 */
export const MILESTONE_KINDS = [
  'dispatched',
  'border_crossed',
  'customs_cleared',
  'out_for_delivery',
  'delivered',
  'delayed',
] as const
export const MilestoneKindSchema = z.enum(MILESTONE_KINDS, { error: 'shipments.kindInvalid' })
export type MilestoneKind = z.infer<typeof MilestoneKindSchema>

/** The milestones that end a leg of a route (all but `delayed`), as a leg's `ends_with`. */
export const LEG_END_KINDS = ['border_crossed', 'customs_cleared', 'out_for_delivery', 'delivered'] as const
export const LegEndKindSchema = z.enum(LEG_END_KINDS, { error: 'shipments.kindInvalid' })
export type LegEndKind = z.infer<typeof LegEndKindSchema>

/** Bounds of what an operator writes on a milestone. */
export const MILESTONE_PLACE_MAX = 200
export const MILESTONE_NOTE_MAX = 1000
export const DELAY_DAYS_MAX = 90
export const TRACKING_NUMBER_MAX = 100

/** One event of a shipment, as recorded; `place` and `note` as the operator wrote them. */
export const MilestoneSchema = z.object({
  id: z.number().int(),
  kind: MilestoneKindSchema,
  /** The calendar day it happened, YYYY-MM-DD (the place's day, as the operator gives it). */
  occurred_on: z.string(),
  /** The named crossing, customs post or town; null when none was given. */
  place: z.string().nullable(),
  /** The reason of a delay, or anything the buyer should know; null when none. */
  note: z.string().nullable(),
  /** Days a delay adds to the estimate; null for every other kind. */
  delay_days: z.number().int().nullable(),
  recorded_at: z.string(),
})
export type Milestone = z.infer<typeof MilestoneSchema>

/** A leg of the shipment's route and whether the shipment has completed it yet. */
export const ShipmentLegSchema = z.object({
  /** In the request language, falling back to English. */
  name: z.string(),
  days: z.number().int(),
  ends_with: z.nullable(LegEndKindSchema),
  /** The day the milestone that ends it was recorded; null while the leg is ahead or under way. */
  completed_on: z.string().nullable(),
})

/** How many of an order line's units travel in a shipment. */
export const ShipmentLineSchema = z.object({
  order_item_id: z.number().int(),
  quantity: z.number().int(),
})

/**
 * A shipment of an order, with its route and milestones (docs/decisions/060-shipment-milestones.md).
 * `planned_arrival` is fixed when it leaves: the dispatch day plus the route's typical days then;
 * `estimated_arrival` moves with each milestone (the last milestone's day, plus the days of the
 * legs not yet completed, plus any delay recorded since); both null without a route.
 */
export const ShipmentSchema = z.object({
  id: z.number().int(),
  /** 1, 2, … within its order, in the order they left. */
  number: z.number().int(),
  tracking_number: z.string(),
  carrier: z.string().nullable(),
  lines: z.array(ShipmentLineSchema),
  dispatched_on: z.string(),
  planned_arrival: z.string().nullable(),
  estimated_arrival: z.string().nullable(),
  /** The day the carrier delivered it; null until then. */
  delivered_on: z.string().nullable(),
  /** Not delivered, and today (UTC) is past the estimated arrival. */
  late: z.boolean(),
  legs: z.array(ShipmentLegSchema),
  /** Oldest first. */
  milestones: z.array(MilestoneSchema),
})
export type Shipment = z.infer<typeof ShipmentSchema>
