import { z } from 'zod'
import { ReviewSchema } from './catalog.ts'

const productId = z.number().int().min(1).max(2_147_483_647)

export const REVIEW_COMMENT_MAX = 2000

/** POST /customer/review/: creates the buyer's one review of the product, or edits it. */
export const CreateReviewBodySchema = z
  .object({
    product: productId,
    rating: z.number().int().min(1).max(5),
    comment: z.string().trim().max(REVIEW_COMMENT_MAX).default(''),
  })
  .strict()
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>

/**
 * The buyer's own review; `hidden` is set while an operator hides it from the product page
 * (docs/product.md#review-moderation): its author alone sees it, with the operator's reason.
 */
export const OwnReviewSchema = ReviewSchema.extend({
  product: z.number().int(),
  hidden: z.nullable(z.object({ at: z.string(), reason: z.string() })),
})
export type OwnReview = z.infer<typeof OwnReviewSchema>

/** GET /customer/review/?product={id}: the buyer's review of a product, to prefill the edit form. */
export const OwnReviewQuerySchema = z.object({ product: z.coerce.number().int().min(1).max(2_147_483_647) })
export const OwnReviewResponseSchema = z.object({ review: OwnReviewSchema.nullable() })
export type OwnReviewResponse = z.infer<typeof OwnReviewResponseSchema>
