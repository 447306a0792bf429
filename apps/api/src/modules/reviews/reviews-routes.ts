import {
  CreateReviewBodySchema,
  OwnReviewQuerySchema,
  OwnReviewResponseSchema,
  OwnReviewSchema,
} from '@caravanserai/contracts/reviews'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { requireUser } from '../../plugins/auth.ts'
import { getOwnReview, saveReview } from './reviews-service.ts'

const tags = ['reviews']

/** POST /customer/review/ (SPEC §7), and the buyer's own review to prefill its edit form. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/customer/review/',
    { schema: { tags, querystring: OwnReviewQuerySchema, response: { 200: OwnReviewResponseSchema } } },
    async (request) => ({ review: await getOwnReview(db, requireUser(request).id, request.query.product) }),
  )

  app.post(
    '/customer/review/',
    {
      schema: {
        tags,
        body: CreateReviewBodySchema,
        response: { 200: OwnReviewSchema, 201: OwnReviewSchema },
      },
    },
    async (request, reply) => {
      const { review, created } = await saveReview(db, requireUser(request).id, request.body)
      return reply.code(created ? 201 : 200).send(review)
    },
  )
}
