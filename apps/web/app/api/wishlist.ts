import { type ToggleWishlistBody, ToggleWishlistResponseSchema } from '@caravanserai/contracts/wishlist'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Flips the product's wishlist mark; the answer says where it landed. The wishlisted products are
 * read as a products list (products.ts, `wishlistQuery`).
 */
export const toggleWishlisted = (api: ApiClient, body: ToggleWishlistBody) =>
  api.post('/customer/wishlist/toggle/', body, { schema: ToggleWishlistResponseSchema })
