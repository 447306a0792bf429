import { IdParamsSchema, NamedSchema } from '@caravanserai/contracts/catalog'
import {
  CreateDestinationBodySchema,
  OpsDestinationSchema,
  PutLegsBodySchema,
  UpdateDestinationBodySchema,
} from '@caravanserai/contracts/ops-destinations'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { replaceLegs } from './destination-legs.ts'
import {
  createDestination,
  deleteDestination,
  listOpsDestinations,
  updateDestination,
} from './destinations-queries.ts'

const tags = ['ops']
/** The create keeps the URL and the description of the catalogue's writes (docs/decisions/013). */
const catalogueWrite = { tags: ['catalogue (staff)'], security: [{ bearer: [] }] }

/** Shipping destinations for operators (docs/product.md#destinations): created, listed, renamed, hidden, deleted, and their routes' legs. */
export const opsDestinationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/destinations/create/',
    {
      schema: { ...catalogueWrite, body: CreateDestinationBodySchema, response: { 201: NamedSchema } },
    },
    async (request, reply) => {
      const { name } = request.body
      const id = await createDestination(db, typeof name === 'string' ? { en: name } : name, staffOf(request))
      const [created] = await listOpsDestinations(db, request.locale, id)
      return reply.code(201).send({ id, name: created!.name })
    },
  )

  app.get(
    '/ops/destinations/',
    { schema: { tags, response: { 200: z.array(OpsDestinationSchema) } } },
    async (request) => listOpsDestinations(db, request.locale),
  )

  app.patch(
    '/ops/destinations/:id/',
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

  app.put(
    '/ops/destinations/:id/legs/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: PutLegsBodySchema,
        response: { 200: OpsDestinationSchema },
      },
    },
    async (request) => {
      const { id } = request.params
      if (!(await replaceLegs(db, id, request.body, staffOf(request))))
        throw new AppError('errors.notFound', 404)
      const [updated] = await listOpsDestinations(db, request.locale, id)
      return updated!
    },
  )

  app.delete(
    '/ops/destinations/:id/',
    { config: { raises: [409] }, schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await deleteDestination(db, request.params.id, staffOf(request))))
        throw new AppError('errors.notFound', 404)
      return reply.code(204).send(null)
    },
  )
}
