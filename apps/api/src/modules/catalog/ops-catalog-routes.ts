import { IdParamsSchema, ProductDetailSchema } from '@caravanserai/contracts/catalog'
import type { Locale } from '@caravanserai/contracts/languages'
import {
  CreateProducerBodySchema,
  CreateProductBodySchema,
  OpsProducerListQuerySchema,
  OpsProducerListResponseSchema,
  OpsProducerSchema,
  OpsProductListQuerySchema,
  OpsProductListResponseSchema,
  OpsProductSchema,
  UpdateProducerBodySchema,
  UpdateProductBodySchema,
} from '@caravanserai/contracts/ops-catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { getProduct } from './catalog-queries.ts'
import { createProducer, getProducer, listProducers, updateProducer } from './producers.ts'
import { createProduct, deleteProduct, updateProduct } from './product-writes.ts'
import { getOpsProduct, listOpsProducts } from './products-queries.ts'

const tags = ['ops']
/** The catalogue's writes keep their URLs and their description (docs/decisions/013). */
const catalogueWrite = { tags: ['catalogue (staff)'], security: [{ bearer: [] }] }

/**
 * The catalogue's staff side: products as the operators edit them (docs/product.md#console-products),
 * written through the catalogue's own writes (docs/product.md#catalogue-writes: POST
 * /products/create/, PATCH /products/{id}/update/, DELETE …/delete/), and producers.
 */
export const opsCatalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ops/products/',
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
    '/ops/products/:id/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OpsProductSchema } } },
    async (request) => {
      const product = await getOpsProduct(db, request.params.id)
      if (!product) throw new AppError('errors.productNotFound', 404)
      return product
    },
  )

  const productResponse = async (id: number, locale: Locale) => {
    // An inactive product is hidden from the storefront, but its editor still sees it.
    const product = await getProduct(db, id, locale, null, { includeInactive: true })
    if (!product) throw new AppError('errors.productNotFound', 404)
    return product
  }

  app.post(
    '/products/create/',
    {
      schema: { ...catalogueWrite, body: CreateProductBodySchema, response: { 201: ProductDetailSchema } },
    },
    async (request, reply) => {
      const id = await createProduct(db, request.body, staffOf(request))
      return reply.code(201).send(await productResponse(id, request.locale))
    },
  )

  app.patch(
    '/products/:id/update/',
    {
      config: { raises: [409] },
      schema: {
        ...catalogueWrite,
        params: IdParamsSchema,
        body: UpdateProductBodySchema,
        response: { 200: ProductDetailSchema },
      },
    },
    async (request) => {
      const locale = request.locale
      if (!(await updateProduct(db, request.params.id, request.body, locale, staffOf(request))))
        throw new AppError('errors.productNotFound', 404)
      return productResponse(request.params.id, locale)
    },
  )

  app.delete(
    '/products/:id/delete/',
    { schema: { ...catalogueWrite, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await deleteProduct(db, request.params.id, staffOf(request))))
        throw new AppError('errors.productNotFound', 404)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/ops/producers/',
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
    '/ops/producers/',
    { schema: { tags, body: CreateProducerBodySchema, response: { 201: OpsProducerSchema } } },
    async (request, reply) => {
      const id = await createProducer(db, request.body, staffOf(request))
      return reply.code(201).send((await getProducer(db, id))!)
    },
  )

  app.patch(
    '/ops/producers/:id/',
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
