import {
  CreateAddressBodySchema,
  ShippingAddressSchema,
  UpdateAddressBodySchema,
} from '@caravanserai/contracts/addresses'
import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { requireUser, signedInOnly } from '../../plugins/auth.ts'
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses-service.ts'

const tags = ['addresses']
const path = '/customer/shipping-addresses/'

/** The buyer's address book (docs/product.md#address-calls): list, add, change and delete. */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInOnly(app)

  app.get(path, { schema: { tags, response: { 200: z.array(ShippingAddressSchema) } } }, async (request) =>
    listAddresses(db, requireUser(request).id),
  )

  app.post(
    path,
    { schema: { tags, body: CreateAddressBodySchema, response: { 201: ShippingAddressSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createAddress(db, requireUser(request).id, request.body)),
  )

  app.patch(
    `${path}:id/`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateAddressBodySchema,
        response: { 200: ShippingAddressSchema },
      },
    },
    async (request) => updateAddress(db, requireUser(request).id, request.params.id, request.body),
  )

  app.delete(
    `${path}:id/`,
    { schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await deleteAddress(db, requireUser(request).id, request.params.id)))
        throw new AppError('addresses.notFound', 404)
      return reply.code(204).send(null)
    },
  )
}
