import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  OpsCompaniesQuerySchema,
  OpsCompanyListResponseSchema,
  OpsCompanySchema,
} from '@caravanserai/contracts/ops-companies'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { getCompany, listCompanies } from './ops-company-queries.ts'

const tags = ['ops']

/**
 * The console's companies (docs/product.md#console-companies): found by name, tax id or a
 * person, and read with their people and orders. An unknown id, or a staff member's own, is 404.
 */
export const opsCompaniesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ops/companies/',
    {
      schema: { tags, querystring: OpsCompaniesQuerySchema, response: { 200: OpsCompanyListResponseSchema } },
    },
    async (request) => {
      const { page, page_size: pageSize, search } = request.query
      return paged(request, page, pageSize, await listCompanies(db, { page, pageSize, search }))
    },
  )

  app.get(
    '/ops/companies/:id/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OpsCompanySchema } } },
    async (request) => {
      const company = await getCompany(db, request.params.id)
      if (!company) throw new AppError('errors.notFound', 404)
      return company
    },
  )
}
