import { DetailResponseSchema } from '@caravanserai/contracts/accounts'
import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  customerExportFileName,
  EraseCustomerBodySchema,
  EraseCustomerResponseSchema,
  OpsCustomerListResponseSchema,
  OpsCustomerSchema,
  OpsCustomersQuerySchema,
} from '@caravanserai/contracts/ops-customers'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../errors.ts'
import { translate } from '../../i18n/messages.ts'
import { paged } from '../../pagination.ts'
import type { RateLimiter } from '../../plugins/rate-limit.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { EMAILS_PER_ADDRESS } from '../accounts/accounts-limits.ts'
import {
  type CustomersDeps,
  customerEmail,
  eraseCustomer,
  resendCustomerVerification,
  setCustomerActive,
} from './customer-accounts.ts'
import { exportCustomer } from './customer-export.ts'
import { getCustomer, listCustomers } from './customer-queries.ts'

const tags = ['ops']
const byId = { tags, params: IdParamsSchema }

/**
 * The console's customers (docs/product.md#customers): buyer accounts, found and read, deactivated
 * and reactivated, sent a new verification link, their data exported, and erased. Staff and
 * unknown ids are 404; each write is recorded in the audit trail in its own transaction.
 */
export const opsCustomersRoutes: FastifyPluginAsyncZod<CustomersDeps & { limiter: RateLimiter }> = async (
  app,
  { limiter, ...deps },
) => {
  const customer = async (request: FastifyRequest, id: number) => {
    const found = await getCustomer(deps.db, id, request.locale)
    if (!found) throw new AppError('errors.notFound', 404)
    return found
  }

  app.get(
    '/ops/customers/',
    {
      schema: {
        tags,
        querystring: OpsCustomersQuerySchema,
        response: { 200: OpsCustomerListResponseSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, status, search } = request.query
      return paged(request, page, pageSize, await listCustomers(deps.db, { page, pageSize, status, search }))
    },
  )

  app.get(
    '/ops/customers/:id/',
    { schema: { ...byId, response: { 200: OpsCustomerSchema } } },
    async (request) => customer(request, request.params.id),
  )

  for (const [step, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/ops/customers/:id/${step}/`,
      { config: { raises: [409] }, schema: { ...byId, response: { 200: OpsCustomerSchema } } },
      async (request) => {
        await setCustomerActive(deps, staffOf(request), request.params.id, active)
        return customer(request, request.params.id)
      },
    )
  }

  app.post(
    '/ops/customers/:id/verification/',
    { config: { raises: [409, 429] }, schema: { ...byId, response: { 200: DetailResponseSchema } } },
    async (request, reply) => {
      // The buyer's own resends and the operators' share one limit per address.
      await limiter.consume(reply, EMAILS_PER_ADDRESS, await customerEmail(deps.db, request.params.id))
      await resendCustomerVerification(deps, staffOf(request), request.params.id)
      return { detail: translate(request.locale, 'customers.verificationSent') }
    },
  )

  app.get(
    '/ops/customers/:id/export/',
    { schema: { ...byId, produces: ['application/json'] } },
    async (request, reply) => {
      const data = await exportCustomer(deps.db, staffOf(request), request.params.id, deps.clock())
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${customerExportFileName(request.params.id)}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2))
    },
  )

  app.post(
    '/ops/customers/:id/erase/',
    { schema: { ...byId, body: EraseCustomerBodySchema, response: { 200: EraseCustomerResponseSchema } } },
    async (request) => eraseCustomer(deps, staffOf(request), request.params.id, request.body.confirm_email),
  )
}
