import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  HideReviewBodySchema,
  OpsReviewListResponseSchema,
  OpsReviewSchema,
  OpsReviewsQuerySchema,
  UnhideReviewBodySchema,
} from '@caravanserai/contracts/ops-reviews'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { getOpsReview, listOpsReviews } from './ops-review-queries.ts'
import { type Moderation, moderateReview } from './review-moderation.ts'

const tags = ['ops']

/** Review moderation for operators (docs/product.md#review-moderation). */
export const opsReviewsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const moderate = async (request: FastifyRequest, id: number, change: Moderation) => {
    await moderateReview(db, staffOf(request), id, change, clock())
    const review = await getOpsReview(db, id, request.locale)
    if (!review) throw new AppError('moderation.reviewNotFound', 404)
    return review
  }

  app.get(
    '/ops/reviews/',
    { schema: { tags, querystring: OpsReviewsQuerySchema, response: { 200: OpsReviewListResponseSchema } } },
    async (request) => {
      const { page, page_size: pageSize, ...filters } = request.query
      return paged(
        request,
        page,
        pageSize,
        await listOpsReviews(db, filters, request.locale, { page, pageSize }),
      )
    },
  )

  app.post(
    '/ops/reviews/:id/hide/',
    {
      config: { raises: [409] },
      schema: {
        tags,
        params: IdParamsSchema,
        body: HideReviewBodySchema,
        response: { 200: OpsReviewSchema },
      },
    },
    async (request) => moderate(request, request.params.id, { hide: true, reason: request.body.reason }),
  )

  app.post(
    '/ops/reviews/:id/unhide/',
    {
      config: { raises: [409] },
      schema: {
        tags,
        params: IdParamsSchema,
        body: UnhideReviewBodySchema,
        response: { 200: OpsReviewSchema },
      },
    },
    async (request) => moderate(request, request.params.id, { hide: false, reason: request.body.reason }),
  )
}
