import { z } from 'zod'

/** POST /customer/wishlist/toggle/. The list is GET /products/list/?is_wishlisted=true. */
export const ToggleWishlistBodySchema = z
  .object({ product_id: z.number().int().min(1).max(2_147_483_647) })
  .strict()
export type ToggleWishlistBody = z.infer<typeof ToggleWishlistBodySchema>

export const ToggleWishlistResponseSchema = z.object({
  product_id: z.number().int(),
  is_wishlisted: z.boolean(),
})
export type ToggleWishlistResponse = z.infer<typeof ToggleWishlistResponseSchema>
