import { z } from 'zod'
import { CurrencyCodeSchema } from './currencies.ts'
import { IncotermSchema, QUOTE_VALID_DAYS_DEFAULT } from './documents.ts'
import { CANCELLATION_REASON_MAX, OrderHistoryEntrySchema, OrderSchema, OrderStatusSchema } from './orders.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'
import { PaymentStateSchema } from './payments.ts'

// Operator console (docs/product.md#operator-calls): the order queue, its counts, an order as the
// operators see it, their steps on it and their internal notes. Staff only.
// Nested schemas are wrapped as z.nullable(X), not X.nullable(): only `z.` calls are marked pure
// for the browser's bundler (apps/web/vite.config.ts), and a method call left in an unused
// schema would keep zod, and the languages module it reaches, in every page's script.

export const OpsOrderListQuerySchema = z.object(pageQuerySchema(20)).extend({
  status: z.optional(OrderStatusSchema),
  /** proof_sent: the orders whose transfer confirmation waits for an operator. */
  payment: z.optional(PaymentStateSchema),
  search: z
    .string()
    .max(200)
    .optional()
    .transform((s) => s?.trim() || undefined),
})

/** Kept in the order's history for the operators, never shown to the buyer. */
const operatorNote = z.string().trim().max(2000).optional()

export const QuoteBodySchema = z
  .object({
    shipping_price: z.number().min(0).max(100_000_000).multipleOf(0.01),
    /** The delivery terms of the proforma invoice; DAP (delivered at the named place) by default. */
    incoterm: IncotermSchema.default('DAP'),
    /** The named place, such as a border crossing; the destination's name when left out. */
    incoterm_place: z.string().trim().max(100).optional(),
    /** Days the quoted prices hold. */
    valid_days: z.number().int().min(1).max(180).default(QUOTE_VALID_DAYS_DEFAULT),
    /**
     * What the buyer pays in: a currency the seller has a bank account in and a rate is in force
     * for today (GET /ops/currencies/settlement/), its rate fixed by the quote. Shipping is quoted
     * in dollars all the same (docs/decisions/046-settlement-currency.md).
     */
    settlement_currency: CurrencyCodeSchema.default('USD'),
    note: operatorNote,
  })
  .strict()
export type QuoteBody = z.infer<typeof QuoteBodySchema>

export const ShipBodySchema = z
  .object({
    tracking_number: z.string().trim().min(1).max(100),
    /** Why the order ships before it is paid in full; refused (409) without it while unpaid. */
    payment_override: z.string().trim().min(1).max(500).optional(),
    note: operatorNote,
  })
  .strict()
export type ShipBody = z.infer<typeof ShipBodySchema>

/**
 * POST /ops/orders/{id}/decline/ and /cancel/: the reason is required, and the buyer reads it as
 * the operator wrote it.
 */
export const OpsCancelOrderBodySchema = z
  .object({
    reason: z.string().trim().min(1, { error: 'orders.reasonRequired' }).max(CANCELLATION_REASON_MAX),
  })
  .strict()
export type OpsCancelOrderBody = z.infer<typeof OpsCancelOrderBodySchema>

export const CreateOrderNoteBodySchema = z.object({ body: z.string().trim().min(1).max(5000) }).strict()
export type CreateOrderNoteBody = z.infer<typeof CreateOrderNoteBodySchema>

export const OpsPersonSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() })

export const OrderNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.nullable(OpsPersonSchema),
  created_at: z.string(),
})
export type OrderNote = z.infer<typeof OrderNoteSchema>

export const OpsOrderHistoryEntrySchema = OrderHistoryEntrySchema.extend({
  actor: z.nullable(OpsPersonSchema),
  note: z.string().nullable(),
})

export const OpsBuyerSchema = OpsPersonSchema.extend({ phone_number: z.string() })

/**
 * A row of the operator queue: the order as the buyer sees it, plus who the buyer is and how many
 * of the buyer's messages the operator asking has not read.
 */
export const OpsOrderSummarySchema = OrderSchema.extend({
  buyer: OpsBuyerSchema,
  /** The company the buyer ordered for; no legal name: a personal account (docs/decisions/056-companies-are-the-buyer.md). */
  company: z.object({ id: z.number().int(), legal_name: z.string().nullable() }),
  unread_messages: z.number().int(),
})
export const OpsOrderListResponseSchema = pagedSchema(OpsOrderSummarySchema)
export type OpsOrderListResponse = z.infer<typeof OpsOrderListResponseSchema>
export type OpsOrderSummary = z.infer<typeof OpsOrderSummarySchema>

/** GET /ops/orders/counts/: how many orders wait at each status, for the same search as the queue. */
export const OpsOrderCountsQuerySchema = OpsOrderListQuerySchema.pick({ search: true })

export const OpsOrderCountsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(OrderStatusSchema, z.number().int()),
  /** Orders whose transfer confirmation waits for an operator. */
  proofs_waiting: z.number().int(),
})
export type OpsOrderCounts = z.infer<typeof OpsOrderCountsSchema>

/** GET /ops/orders/{id}/: with the full history (actors, notes) and the internal notes. */
export const OpsOrderSchema = OpsOrderSummarySchema.extend({
  history: z.array(OpsOrderHistoryEntrySchema),
  notes: z.array(OrderNoteSchema),
})
export type OpsOrder = z.infer<typeof OpsOrderSchema>
