import { z } from 'zod'
import { UserProfileSchema } from './accounts.ts'
import { ShippingAddressSchema } from './addresses.ts'
import { CurrencyCodeSchema } from './currencies.ts'
import { LocaleSchema } from './languages.ts'
import { OrderStatusSchema } from './orders.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'
import { PaymentStateSchema } from './payments.ts'

// The console's customers (docs/product.md#customers): buyer accounts only — never staff, never an
// erased account. Operators and admins.

export const CUSTOMERS_PAGE_SIZE = 20
/** The customer's page lists this many of their newest orders, with the count of all. */
export const CUSTOMER_ORDERS_SHOWN = 50
export const CUSTOMER_SEARCH_MAX = 200

/** The list's filter: active or deactivated accounts, or those whose address is not verified yet. */
export const CUSTOMER_STATUSES = ['active', 'deactivated', 'unverified'] as const
export const CustomerStatusSchema = z.enum(CUSTOMER_STATUSES)
export type CustomerStatus = z.infer<typeof CustomerStatusSchema>

/** GET /ops/customers/: newest first; `search` finds part of the name, the email or the tax id. */
export const OpsCustomersQuerySchema = z.object({
  ...pageQuerySchema(CUSTOMERS_PAGE_SIZE),
  status: z.optional(CustomerStatusSchema),
  search: z.optional(
    z
      .string()
      .max(CUSTOMER_SEARCH_MAX)
      .transform((s) => s.trim() || undefined),
  ),
})
export type OpsCustomersQuery = z.infer<typeof OpsCustomersQuerySchema>

/** One row of the list. */
export const OpsCustomerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The company of their default (or first) address that names one; null when none does. */
  company: z.nullable(z.string()),
  tax_id: z.string(),
  is_verified: z.boolean(),
  is_active: z.boolean(),
  orders_count: z.number().int(),
  last_order_at: z.nullable(z.string()),
  created_at: z.string(),
})
export type OpsCustomerRow = z.infer<typeof OpsCustomerRowSchema>

export const OpsCustomerListResponseSchema = pagedSchema(OpsCustomerRowSchema)
export type OpsCustomerListResponse = z.infer<typeof OpsCustomerListResponseSchema>

export const OpsCustomerOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: OrderStatusSchema,
  payment_state: PaymentStateSchema,
  /** Goods plus quoted shipping (shipping counted as 0 until quoted), in US dollars. */
  total_amount: z.number(),
  /** The currency the order is settled in, fixed by its quote (docs/decisions/046-settlement-currency.md). */
  settlement_currency: CurrencyCodeSchema,
  /** total_amount in the settlement currency, each line converted then summed. */
  settlement_total_amount: z.number(),
})
export type OpsCustomerOrder = z.infer<typeof OpsCustomerOrderSchema>

export const OpsCustomerReviewSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string() }),
  rating: z.number().int(),
  comment: z.string(),
  review_date: z.string(),
  /** Set when an operator hid the review (docs/product.md#review-moderation), with the reason. */
  hidden_at: z.nullable(z.string()),
  hidden_reason: z.nullable(z.string()),
})
export type OpsCustomerReview = z.infer<typeof OpsCustomerReviewSchema>

/**
 * GET /ops/customers/{id}/, and the answer of deactivate and reactivate: the buyer's profile as
 * they see it, with what the console adds.
 */
export const OpsCustomerSchema = UserProfileSchema.omit({ is_staff: true, staff_role: true }).extend({
  /** The language their emails go out in: the one they last signed in with. */
  language: LocaleSchema,
  updated_at: z.string(),
  addresses: z.array(ShippingAddressSchema),
  /** Their newest orders, at most CUSTOMER_ORDERS_SHOWN. */
  orders: z.array(OpsCustomerOrderSchema),
  orders_count: z.number().int(),
  reviews: z.array(OpsCustomerReviewSchema),
})
export type OpsCustomer = z.infer<typeof OpsCustomerSchema>

/**
 * POST /ops/customers/{id}/erase/: the account's email typed again, compared without case, so
 * that the wrong account is never erased by a slip.
 */
export const EraseCustomerBodySchema = z.object({ confirm_email: z.string().trim().min(1).max(254) }).strict()
export type EraseCustomerBody = z.infer<typeof EraseCustomerBodySchema>

/** Anonymised when orders or requests for quotation keep the account; deleted otherwise. */
export const ERASE_OUTCOMES = ['anonymised', 'deleted'] as const
export type EraseOutcome = (typeof ERASE_OUTCOMES)[number]
export const EraseCustomerResponseSchema = z.object({ outcome: z.enum(ERASE_OUTCOMES) })
export type EraseCustomerResponse = z.infer<typeof EraseCustomerResponseSchema>

/** The file name of GET /ops/customers/{id}/export/. */
export const customerExportFileName = (id: number) => `customer-${id}.json`
