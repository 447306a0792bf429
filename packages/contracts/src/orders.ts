import { z } from 'zod'
import { NamedSchema } from './catalog.ts'
import { CompanyApprovalSchema } from './company-approval.ts'
import { CurrencyCodeSchema } from './currencies.ts'
import { IncotermSchema, OrderDocumentSchema } from './documents.ts'
import { LocaleSchema } from './languages.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'
import { PaymentStateSchema } from './payments.ts'
import { ShipmentSchema } from './shipments.ts'

/**
 * Order statuses in lifecycle order, then `cancelled`, where an order leaves the line before it
 * ships (docs/product.md#order-lifecycle).
 */
export const ORDER_STATUSES = [
  'pending_shipping',
  'pending_approval',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
] as const
export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatusSchema>

/**
 * What moves an order on (docs/product.md#order-lifecycle): the operator quotes (and quotes again
 * while the quote waits) and ships, the customer approves the quote, marks the goods received
 * (gain-order) and completes; before the goods ship the buyer may cancel, and an operator may
 * decline a request or cancel an order.
 * apps/api's order machine says who may take which at which status.
 */
export const ORDER_ACTIONS = [
  'quote',
  'requote',
  'approve_shipping_cost',
  'ship',
  'mark_received',
  'complete',
  'decline',
  'cancel',
] as const
export const OrderActionSchema = z.enum(ORDER_ACTIONS)
export type OrderAction = z.infer<typeof OrderActionSchema>

export const ORDER_ACTOR_ROLES = ['customer', 'staff', 'system'] as const
export const OrderActorRoleSchema = z.enum(ORDER_ACTOR_ROLES)
export type OrderActorRole = z.infer<typeof OrderActorRoleSchema>

export const ORDERS_PAGE_SIZE = 5
export const CUSTOMER_NOTES_MAX = 2000

/** The Idempotency-Key header of POST /order/request-shipping/: a retry returns the same order. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,100}$/

/** POST /order/request-shipping/; the address defaults to the buyer's default shipping one. */
export const RequestShippingBodySchema = z
  .object({
    shipping_destination: z.number().int().min(1).max(2_147_483_647),
    customer_notes: z.string().trim().max(CUSTOMER_NOTES_MAX).default(''),
    shipping_address: z.number().int().min(1).max(2_147_483_647).nullish(),
  })
  .strict()
export type RequestShippingBody = z.infer<typeof RequestShippingBodySchema>

/** GET /orders/list/: the company's orders, or only those one of its people placed (`placed_by`). */
export const OrderListQuerySchema = z.object({
  ...pageQuerySchema(ORDERS_PAGE_SIZE),
  placed_by: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
})

/** The address copied onto the order when it was requested. */
export const OrderAddressSchema = z.object({
  full_name: z.string(),
  email_address: z.string(),
  phone_number: z.string(),
  company_name: z.string().nullable(),
  address: z.string(),
  address_2: z.string().nullable(),
  country: z.string(),
  zip_code: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
})

/** An item as copied at request time (docs/architecture.md#data): later catalogue edits do not change it. */
export const OrderItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number(),
  product_variation: z.object({
    /** Null once the variation left the catalogue. */
    id: z.number().int().nullable(),
    name: z.string(),
    price: z.number(),
    product_id: z.number().int().nullable(),
    product_name: z.string(),
    product_avatar: z.string().nullable(),
  }),
})

/** The longest reason a cancellation or a decline may give. */
export const CANCELLATION_REASON_MAX = 1000

/**
 * Why and by whom a cancelled order left the lifecycle: its buyer, an operator (who must say why,
 * in their own words, shown as written) or the system (nothing received by the payment deadline).
 */
export const OrderCancellationSchema = z.object({
  by: OrderActorRoleSchema,
  reason: z.string().nullable(),
  /** An operator turned down the request before quoting it. */
  declined: z.boolean(),
})
export type OrderCancellation = z.infer<typeof OrderCancellationSchema>

/** One step of the timeline: the status the order reached and when. */
export const OrderHistoryEntrySchema = z.object({
  from_status: z.nullable(OrderStatusSchema),
  status: OrderStatusSchema,
  actor_role: OrderActorRoleSchema,
  created_at: z.string(),
})

/** A person of the buying company, as its other people see them. */
export const PlacedBySchema = z.object({ id: z.number().int(), name: z.string() })
export type PlacedBy = z.infer<typeof PlacedBySchema>

/** GET /orders/{id}/ and each row of GET /orders/list/ (docs/product.md#entities). */
export const OrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: OrderStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  quoted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Null unless the order is cancelled. */
  cancellation: z.nullable(OrderCancellationSchema),
  total_price: z.number(),
  /** Null until an operator quotes shipping. */
  shipping_price: z.number().nullable(),
  /** total_price + shipping_price (shipping counted as 0 until quoted). */
  total_amount: z.number(),
  tracking_number: z.string().nullable(),
  /** The delivery terms quoted, the named place, and the day the quote's prices hold until. */
  incoterm: z.nullable(IncotermSchema),
  incoterm_place: z.string().nullable(),
  quote_valid_until: z.string().nullable(),
  /**
   * The day the goods typically arrive, YYYY-MM-DD: the quote's day (UTC) plus the typical days of
   * the destination's route then (docs/product.md#destinations); null before a quote or without legs.
   */
  estimated_arrival: z.string().nullable(),
  /** Its shipments, in the order they left (docs/decisions/060-shipment-milestones.md). */
  shipments: z.array(ShipmentSchema),
  /** A quote waiting for approval past its last day (UTC): it can no longer be approved. */
  quote_expired: z.boolean(),
  /**
   * The currency the order is settled in, fixed by its quote (docs/decisions/046-settlement-currency.md):
   * the dollar until then. The prices above stay in dollars, the equivalent kept for reporting.
   */
  settlement_currency: CurrencyCodeSchema,
  /** Units of the settlement currency per dollar, decimal text ("0.920000"); "1.000000" for dollars. */
  settlement_rate: z.string(),
  /** The day the rate was in force from; null for dollars. */
  settlement_rate_on: z.string().nullable(),
  /** The goods, shipping and total in the settlement currency, each line converted then summed. */
  settlement_total_price: z.number(),
  settlement_shipping_price: z.number().nullable(),
  settlement_total_amount: z.number(),
  /** Beside the status (docs/decisions/027-payment-beside-the-status.md). */
  payment_state: PaymentStateSchema,
  /** In the settlement currency, as payments are recorded. */
  amount_paid: z.number(),
  /** settlement_total_amount − amount_paid, in the settlement currency. */
  amount_due: z.number(),
  /** Why the order shipped before it was paid in full; null otherwise. */
  payment_override_reason: z.string().nullable(),
  /** A claim waits for an operator: nothing is released and the order cannot be completed. */
  claim_open: z.boolean(),
  /** The order whose claim this one replaces goods for, at no charge; null for any other. */
  replacement_for: z.nullable(z.object({ id: z.number().int(), order_number: z.string() })),
  /** The company's approval of the quote, waiting or given (docs/decisions/058-company-approval-and-limits.md). */
  company_approval: CompanyApprovalSchema,
  /** Who approved the quote: the buyer, or an approver for the company; null until approved. */
  approved_by: z.nullable(z.object({ id: z.number().int(), name: z.string() })),
  customer_notes: z.string(),
  /** The language the buyer ordered in: item names and emails are in it. */
  language: LocaleSchema,
  shipping_destination: NamedSchema,
  shipping_address: z.nullable(OrderAddressSchema),
  order_items: z.array(OrderItemSchema),
  /** The trade documents issued so far, oldest first. */
  documents: z.array(OrderDocumentSchema),
  history: z.array(OrderHistoryEntrySchema),
  /** The person of the buying company who placed the order (docs/decisions/056-companies-are-the-buyer.md). */
  placed_by: PlacedBySchema,
  /** What the viewer may do now (buyer: approve_shipping_cost, mark_received, complete, cancel). */
  available_actions: z.array(OrderActionSchema),
})
export type Order = z.infer<typeof OrderSchema>

export const OrderListResponseSchema = pagedSchema(OrderSchema)

/** POST /orders/{id}/cancel/: the buyer's reason is optional, kept for the operators. */
export const CancelOrderBodySchema = z
  .object({ reason: z.string().trim().max(CANCELLATION_REASON_MAX).optional() })
  .strict()
export type CancelOrderBody = z.infer<typeof CancelOrderBodySchema>
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>

/** The statuses at which the buyer has a step to take (approve, mark received, complete). */
export const BUYER_ACTION_STATUSES = [
  'pending_approval',
  'shipped',
  'delivered',
] as const satisfies OrderStatus[]

/** How many orders waiting for the buyer the summary lists. */
export const ORDER_SUMMARY_WAITING_MAX = 5

export const OrderBriefSchema = OrderSchema.pick({
  id: true,
  order_number: true,
  status: true,
  created_at: true,
  updated_at: true,
  total_amount: true,
  payment_state: true,
  settlement_currency: true,
  settlement_rate: true,
  settlement_rate_on: true,
  settlement_total_amount: true,
})
export type OrderBrief = z.infer<typeof OrderBriefSchema>

/**
 * GET /orders/summary/ (added for the dashboard): how many of the buyer's orders are at each
 * status, and the orders waiting for the buyer's step (an approval, a transfer while an approved
 * order is unpaid, a receipt, a completion), longest waiting first.
 */
export const OrderSummaryResponseSchema = z.object({
  count: z.number().int(),
  by_status: z.record(OrderStatusSchema, z.number().int()),
  awaiting_you: z.array(OrderBriefSchema),
})
export type OrderSummaryResponse = z.infer<typeof OrderSummaryResponseSchema>
