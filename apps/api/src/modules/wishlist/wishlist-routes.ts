import { ToggleWishlistBodySchema, ToggleWishlistResponseSchema } from '@caravanserai/contracts/wishlist'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { requireUser, signedInOnly } from '../../plugins/auth.ts'
import { toggleWishlist } from './wishlist-service.ts'

/**
 * POST /customer/wishlist/toggle/ (docs/product.md#wishlist-calls); the list is
 * GET /products/list/?is_wishlisted=true.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInOnly(app)

  app.post(
    '/customer/wishlist/toggle/',
    {
      config: { raises: [404] },
      schema: {
        tags: ['wishlist'],
        body: ToggleWishlistBodySchema,
        response: { 200: ToggleWishlistResponseSchema },
      },
    },
    async (request) => {
      const productId = request.body.product_id
      const isWishlisted = await toggleWishlist(db, requireUser(request).id, productId)
      return { product_id: productId, is_wishlisted: isWishlisted }
    },
  )
}
