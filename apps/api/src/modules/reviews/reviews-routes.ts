import {
  CreateReviewBodySchema,
  OwnReviewQuerySchema,
  OwnReviewResponseSchema,
  OwnReviewSchema,
} from '@caravanserai/contracts/reviews'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { requireUser, signedInOnly } from '../../plugins/auth.ts'
import type { RateLimiter, RequestLimit } from '../../plugins/rate-limit.ts'
import { getOwnReview, saveReview } from './reviews-service.ts'

const tags = ['reviews']

/** Reviews a buyer may write or rewrite in an hour: plenty for a person, few for a script. */
export const REVIEWS_PER_BUYER: RequestLimit = {
  name: 'reviews-buyer',
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: 'reviews.tooMany',
}

/**
 * POST /customer/review/ for buyers with a verified email, and the buyer's own review to prefill
 * its edit form (decision 020).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (
  app,
  { db, limiter },
) => {
  signedInOnly(app)

  app.get(
    '/customer/review/',
    { schema: { tags, querystring: OwnReviewQuerySchema, response: { 200: OwnReviewResponseSchema } } },
    async (request) => ({ review: await getOwnReview(db, requireUser(request).id, request.query.product) }),
  )

  app.post(
    '/customer/review/',
    {
      config: { raises: [403, 404, 429] },
      schema: {
        tags,
        body: CreateReviewBodySchema,
        response: { 200: OwnReviewSchema, 201: OwnReviewSchema },
      },
    },
    async (request, reply) => {
      const buyer = requireUser(request)
      if (!buyer.isVerified) throw new AppError('reviews.emailNotVerified', 403)
      await limiter.consume(reply, REVIEWS_PER_BUYER, String(buyer.id))
      const { review, created } = await saveReview(db, buyer.id, request.body)
      return reply.code(created ? 201 : 200).send(review)
    },
  )
}
