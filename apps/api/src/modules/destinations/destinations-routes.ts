import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { OpsDestinationSchema, UpdateDestinationBodySchema } from '@caravanserai/contracts/ops-destinations'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { deleteDestination, listOpsDestinations, updateDestination } from './destinations-queries.ts'

const tags = ['ops']

/** Shipping destinations for operators (docs/product.md#destinations); created by /destinations/create/. */
export const destinationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/destinations/',
    { schema: { tags, response: { 200: z.array(OpsDestinationSchema) } } },
    async (request) => listOpsDestinations(db, request.locale),
  )

  app.patch(
    '/destinations/:id/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateDestinationBodySchema,
        response: { 200: OpsDestinationSchema },
      },
    },
    async (request) => {
      const { id } = request.params
      if (!(await updateDestination(db, id, request.body, staffOf(request))))
        throw new AppError('errors.notFound', 404)
      const [updated] = await listOpsDestinations(db, request.locale, id)
      return updated!
    },
  )

  app.delete(
    '/destinations/:id/',
    { config: { raises: [409] }, schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await deleteDestination(db, request.params.id, staffOf(request))))
        throw new AppError('errors.notFound', 404)
      return reply.code(204).send(null)
    },
  )
}
