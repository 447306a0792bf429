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
import { signedInOnly } from '../../plugins/auth.ts'
import { declareErrors } from '../../plugins/error-answers.ts'
import { requireBuyer } from '../companies/company-scope.ts'
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses-service.ts'

const tags = ['addresses']
const path = '/customer/shipping-addresses/'

/**
 * The company's address book (docs/product.md#address-calls): list, add, change and delete; every
 * person of the company reads it, those who buy edit it (docs/decisions/056-companies-are-the-buyer.md).
 */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInOnly(app)
  // A person who acts for no company, or whose role does not allow the call.
  declareErrors(app, [403])

  app.get(path, { schema: { tags, response: { 200: z.array(ShippingAddressSchema) } } }, async (request) =>
    listAddresses(db, await requireBuyer(request, 'view')),
  )

  app.post(
    path,
    { schema: { tags, body: CreateAddressBodySchema, response: { 201: ShippingAddressSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createAddress(db, await requireBuyer(request, 'buy'), request.body)),
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
    async (request) => updateAddress(db, await requireBuyer(request, 'buy'), request.params.id, request.body),
  )

  app.delete(
    `${path}:id/`,
    { schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await deleteAddress(db, await requireBuyer(request, 'buy'), request.params.id)))
        throw new AppError('addresses.notFound', 404)
      return reply.code(204).send(null)
    },
  )
}
