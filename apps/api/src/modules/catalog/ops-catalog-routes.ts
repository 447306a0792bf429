import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  CreateProducerBodySchema,
  OpsProducerListQuerySchema,
  OpsProducerListResponseSchema,
  OpsProducerSchema,
  OpsProductListQuerySchema,
  OpsProductListResponseSchema,
  OpsProductSchema,
  UpdateProducerBodySchema,
} from '@caravanserai/contracts/ops-catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { createProducer, getProducer, listProducers, updateProducer } from './producers.ts'
import { getOpsProduct, listOpsProducts } from './products-queries.ts'

const tags = ['ops']

/**
 * Products as the operators edit them, and producers (docs/product.md#console-products). The
 * writes of products are the catalogue's own (POST /products/create/, PATCH
 * /products/{id}/update/, DELETE …/delete/).
 */
export const productsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products/',
    {
      schema: {
        tags,
        querystring: OpsProductListQuerySchema,
        response: { 200: OpsProductListResponseSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, search, category, product_type: productType, status } = request.query
      const locale = request.locale
      const found = await listOpsProducts(db, locale, {
        search,
        category,
        productType,
        status,
        page,
        pageSize,
      })
      return paged(request, page, pageSize, found)
    },
  )

  app.get(
    '/products/:id/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OpsProductSchema } } },
    async (request) => {
      const product = await getOpsProduct(db, request.params.id)
      if (!product) throw new AppError('errors.productNotFound', 404)
      return product
    },
  )

  app.get(
    '/producers/',
    {
      schema: {
        tags,
        querystring: OpsProducerListQuerySchema,
        response: { 200: OpsProducerListResponseSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, search } = request.query
      return paged(request, page, pageSize, await listProducers(db, { search, page, pageSize }))
    },
  )

  app.post(
    '/producers/',
    { schema: { tags, body: CreateProducerBodySchema, response: { 201: OpsProducerSchema } } },
    async (request, reply) => {
      const id = await createProducer(db, request.body, staffOf(request))
      return reply.code(201).send((await getProducer(db, id))!)
    },
  )

  app.patch(
    '/producers/:id/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateProducerBodySchema,
        response: { 200: OpsProducerSchema },
      },
    },
    async (request) => {
      if (!(await updateProducer(db, request.params.id, request.body, staffOf(request))))
        throw new AppError('errors.notFound', 404)
      return (await getProducer(db, request.params.id))!
    },
  )
}
