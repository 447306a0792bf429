import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  CreateAttributeBodySchema,
  CreateAttributeValueBodySchema,
  CreateCategoryBodySchema,
  CreateProductTypeBodySchema,
  OpsAttributeSchema,
  OpsAttributesQuerySchema,
  OpsAttributeValueSchema,
  OpsCategorySchema,
  OpsProductTypeSchema,
  OpsProductTypesQuerySchema,
  RenameBodySchema,
} from '@caravanserai/contracts/ops-taxonomy'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import type { TaxonKind } from './taxonomy-kinds.ts'
import {
  getOpsAttributeValue,
  listOpsAttributes,
  listOpsCategories,
  listOpsProductTypes,
} from './taxonomy-queries.ts'
import {
  createAttribute,
  createAttributeValue,
  createCategory,
  createProductType,
  deleteTaxon,
  renameTaxon,
} from './taxonomy-writes.ts'

const tags = ['ops']

const notFound = () => new AppError('errors.notFound', 404)

/** The taxonomy of the catalogue for operators (docs/product.md#taxonomy): list, create, rename, delete. */
export const opsTaxonomyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** One row by id, after a write; 404 when it is gone. */
  const found = <T>(row: T | null | undefined): T => {
    if (!row) throw notFound()
    return row
  }
  const fetchers = {
    category: async (r: FastifyRequest, id: number) => found((await listOpsCategories(db, r.locale, id))[0]),
    productType: async (r: FastifyRequest, id: number) =>
      found((await listOpsProductTypes(db, r.locale, { id }))[0]),
    attribute: async (r: FastifyRequest, id: number) =>
      found((await listOpsAttributes(db, r.locale, { id }))[0]),
    attributeValue: async (r: FastifyRequest, id: number) =>
      found(await getOpsAttributeValue(db, r.locale, id)),
  }
  const responses = {
    category: OpsCategorySchema,
    productType: OpsProductTypeSchema,
    attribute: OpsAttributeSchema,
    attributeValue: OpsAttributeValueSchema,
  }

  /** PATCH (rename, reindexing its products) and DELETE (409 while in use) of one kind under `path`. */
  const renameAndDelete = (kind: TaxonKind, path: string) => {
    app.patch(
      `${path}:id/`,
      {
        schema: { tags, params: IdParamsSchema, body: RenameBodySchema, response: { 200: responses[kind] } },
      },
      async (request) => {
        if (!(await renameTaxon(db, kind, request.params.id, request.body.names, staffOf(request))))
          throw notFound()
        return fetchers[kind](request, request.params.id)
      },
    )
    app.delete(
      `${path}:id/`,
      { config: { raises: [409] }, schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        if (!(await deleteTaxon(db, kind, request.params.id, staffOf(request)))) throw notFound()
        return reply.code(204).send(null)
      },
    )
  }

  app.get(
    '/ops/categories/',
    { schema: { tags, response: { 200: z.array(OpsCategorySchema) } } },
    async (request) => listOpsCategories(db, request.locale),
  )
  app.post(
    '/ops/categories/',
    { schema: { tags, body: CreateCategoryBodySchema, response: { 201: OpsCategorySchema } } },
    async (request, reply) => {
      const id = await createCategory(db, request.body.names, staffOf(request))
      return reply.code(201).send(await fetchers.category(request, id))
    },
  )
  renameAndDelete('category', '/ops/categories/')

  app.get(
    '/ops/product-types/',
    {
      schema: {
        tags,
        querystring: OpsProductTypesQuerySchema,
        response: { 200: z.array(OpsProductTypeSchema) },
      },
    },
    async (request) => listOpsProductTypes(db, request.locale, { category: request.query.category }),
  )
  app.post(
    '/ops/product-types/',
    { schema: { tags, body: CreateProductTypeBodySchema, response: { 201: OpsProductTypeSchema } } },
    async (request, reply) => {
      const id = await createProductType(db, request.body.category, request.body.names, staffOf(request))
      return reply.code(201).send(await fetchers.productType(request, id))
    },
  )
  renameAndDelete('productType', '/ops/product-types/')

  app.get(
    '/ops/attributes/',
    {
      schema: { tags, querystring: OpsAttributesQuerySchema, response: { 200: z.array(OpsAttributeSchema) } },
    },
    async (request) => listOpsAttributes(db, request.locale, { productType: request.query.product_type }),
  )
  app.post(
    '/ops/attributes/',
    { schema: { tags, body: CreateAttributeBodySchema, response: { 201: OpsAttributeSchema } } },
    async (request, reply) => {
      const { product_type: productType, names, values } = request.body
      const id = await createAttribute(db, productType, names, values, staffOf(request))
      return reply.code(201).send(await fetchers.attribute(request, id))
    },
  )
  renameAndDelete('attribute', '/ops/attributes/')

  app.post(
    '/ops/attributes/:id/values/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: CreateAttributeValueBodySchema,
        response: { 201: OpsAttributeValueSchema },
      },
    },
    async (request, reply) => {
      const id = await createAttributeValue(db, request.params.id, request.body.names, staffOf(request))
      if (id === null) throw notFound()
      return reply.code(201).send(await fetchers.attributeValue(request, id))
    },
  )
  renameAndDelete('attributeValue', '/ops/attribute-values/')
}
