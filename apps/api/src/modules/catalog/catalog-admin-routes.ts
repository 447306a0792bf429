import { IdParamsSchema, ProductDetailSchema } from '@caravanserai/contracts/catalog'
import { CreateProductBodySchema, UpdateProductBodySchema } from '@caravanserai/contracts/catalog-admin'
import type { Locale } from '@caravanserai/contracts/languages'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { getProduct } from './catalog-queries.ts'
import { createProduct, deleteProduct, updateProduct } from './product-writes.ts'

const staff = { tags: ['catalogue (staff)'], security: [{ bearer: [] }] }

/** The catalogue's writes (docs/product.md#catalogue-writes): app.ts registers them behind staffOnly. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const productResponse = async (id: number, locale: Locale) => {
    // An inactive product is hidden from the storefront, but its editor still sees it.
    const product = await getProduct(db, id, locale, null, { includeInactive: true })
    if (!product) throw new AppError('errors.productNotFound', 404)
    return product
  }

  app.post(
    '/products/create/',
    {
      schema: { ...staff, body: CreateProductBodySchema, response: { 201: ProductDetailSchema } },
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
        ...staff,
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
    { schema: { ...staff, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await deleteProduct(db, request.params.id, staffOf(request))))
        throw new AppError('errors.productNotFound', 404)
      return reply.code(204).send(null)
    },
  )
}
