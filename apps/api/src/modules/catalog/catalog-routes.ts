import {
  AttributeSchema,
  AttributesQuerySchema,
  CategorySchema,
  DestinationSchema,
  IdParamsSchema,
  ListProductsQuerySchema,
  ProductDetailSchema,
  ProductListResponseSchema,
  ProductTypeSchema,
  ProductTypesQuerySchema,
} from '@caravanserai/contracts/catalog'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { requestLocale } from '../../i18n/messages.ts'
import {
  getProduct,
  listAttributes,
  listCategories,
  listDestinations,
  listProducts,
  listProductTypes,
} from './catalog-queries.ts'
import { pageLinks } from './page-links.ts'
import { toProductFilters } from './product-filters.ts'

const locale = (request: FastifyRequest) => requestLocale(request.headers['accept-language'])
/** The signed-in buyer whose wishlist marks the products; null for a visitor. */
const buyerId = (request: FastifyRequest): number | null => request.user?.id ?? null

const publicGet = { config: { publicCache: true }, schema: { tags: ['catalogue'] } } as const

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products/list/',
    {
      ...publicGet,
      schema: {
        ...publicGet.schema,
        querystring: ListProductsQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) => {
      const filters = toProductFilters(request.query)
      const { count, cards } = await listProducts(db, filters, locale(request), buyerId(request))
      const pages = Math.max(1, Math.ceil(count / filters.pageSize))
      // DRF answers a page past the last with 404 "Invalid page." (issue 3).
      if (filters.page > pages) throw new AppError('errors.invalidPage', 404)
      const { next, previous } = pageLinks(request, filters.page, pages)
      // The cards are JSON already (docs/decisions/003): the page is written, not re-serialised.
      const body = `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[${cards.join(',')}]}`
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )

  app.get(
    '/products/:id/',
    {
      ...publicGet,
      schema: { ...publicGet.schema, params: IdParamsSchema, response: { 200: ProductDetailSchema } },
    },
    async (request) => {
      const product = await getProduct(db, request.params.id, locale(request), buyerId(request))
      if (!product) throw new AppError('errors.productNotFound', 404)
      return product
    },
  )

  app.get(
    '/categories/',
    { ...publicGet, schema: { ...publicGet.schema, response: { 200: z.array(CategorySchema) } } },
    async (request) => listCategories(db, locale(request)),
  )

  app.get(
    '/categories/:id/',
    {
      ...publicGet,
      schema: { ...publicGet.schema, params: IdParamsSchema, response: { 200: CategorySchema } },
    },
    async (request) => {
      const [category] = await listCategories(db, locale(request), request.params.id)
      if (!category) throw new AppError('errors.notFound', 404)
      return category
    },
  )

  app.get(
    '/product-types/',
    {
      ...publicGet,
      schema: {
        ...publicGet.schema,
        querystring: ProductTypesQuerySchema,
        response: { 200: z.array(ProductTypeSchema) },
      },
    },
    async (request) => listProductTypes(db, locale(request), request.query.category),
  )

  app.get(
    '/attributes/',
    {
      ...publicGet,
      schema: {
        ...publicGet.schema,
        querystring: AttributesQuerySchema,
        response: { 200: z.array(AttributeSchema) },
      },
    },
    async (request) => listAttributes(db, locale(request), request.query.product_type),
  )

  app.get(
    '/destinations/',
    { ...publicGet, schema: { ...publicGet.schema, response: { 200: z.array(DestinationSchema) } } },
    async (request) => listDestinations(db, locale(request)),
  )
}
