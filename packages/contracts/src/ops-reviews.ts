import { z } from 'zod'
import { pagedSchema, pageQuerySchema } from './pagination.ts'

// Review moderation (docs/product.md#review-moderation): operators hide a review from the product
// page, its rating and its count, with a reason its author reads, and show it again. Staff only.

export const OPS_REVIEWS_PAGE_SIZE = 20

export const HIDE_REASON_MIN = 3
export const HIDE_REASON_MAX = 500

/** visible: counted on the product page; hidden: by an operator, seen by its author alone. */
export const REVIEW_STATES = ['visible', 'hidden'] as const
export const ReviewStateSchema = z.enum(REVIEW_STATES)
export type ReviewState = z.infer<typeof ReviewStateSchema>

const id = z.coerce.number().int().min(1).max(2_147_483_647)

/**
 * GET /ops/reviews/: every review, newest first, narrowed by stars, product, state, and `search`
 * (part of the product's name in any language, or of the author's name or email).
 */
export const OpsReviewsQuerySchema = z.object({
  ...pageQuerySchema(OPS_REVIEWS_PAGE_SIZE),
  rating: z.optional(z.coerce.number().int().min(1).max(5)),
  product: z.optional(id),
  state: z.optional(ReviewStateSchema),
  search: z.optional(z.string().max(200)).transform((s) => s?.trim() || undefined),
})
export type OpsReviewsQuery = z.infer<typeof OpsReviewsQuerySchema>

export const OpsReviewSchema = z.object({
  id: z.number().int(),
  /** The product, named in the request's language. */
  product: z.object({ id: z.number().int(), name: z.string() }),
  /** Null once the author's account was deleted (anonymised). */
  author: z.nullable(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  review_date: z.string(),
  verified_purchase: z.boolean(),
  /** Null while the review is visible. `by` is null once that staff account is gone. */
  hidden: z.nullable(
    z.object({
      at: z.string(),
      reason: z.string(),
      by: z.nullable(z.object({ id: z.number().int(), email: z.string() })),
    }),
  ),
})
export type OpsReview = z.infer<typeof OpsReviewSchema>

export const OpsReviewListResponseSchema = pagedSchema(OpsReviewSchema)
export type OpsReviewListResponse = z.infer<typeof OpsReviewListResponseSchema>

/** POST /ops/reviews/{id}/hide/: the reason is shown to the review's author. */
export const HideReviewBodySchema = z
  .object({
    reason: z
      .string({ error: 'moderation.reasonRequired' })
      .trim()
      .min(HIDE_REASON_MIN, { error: 'moderation.reasonTooShort' })
      .max(HIDE_REASON_MAX, { error: 'moderation.reasonTooLong' }),
  })
  .strict()
export type HideReviewBody = z.infer<typeof HideReviewBodySchema>

/** POST /ops/reviews/{id}/unhide/: an optional note for the audit trail. */
export const UnhideReviewBodySchema = z
  .object({
    reason: z
      .optional(z.string().trim().max(HIDE_REASON_MAX, { error: 'moderation.reasonTooLong' }))
      .transform((s) => s || undefined),
  })
  .strict()
export type UnhideReviewBody = z.infer<typeof UnhideReviewBodySchema>
