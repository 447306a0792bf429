import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { ClaimSchema, OrderClaimsSchema } from '@caravanserai/contracts/claims'
import {
  ClaimParamsSchema,
  OpsClaimListQuerySchema,
  OpsClaimListResponseSchema,
  ResolveClaimBodySchema,
} from '@caravanserai/contracts/ops-claims'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { getClaim, listOpsClaims, listOrderClaims } from './claims-queries.ts'
import { resolveClaim } from './resolve-claim.ts'

/** The operators' claims: the queue, an order's claims, and their resolution (docs/product.md#claims). */
export const opsClaimsRoutes: FastifyPluginAsyncZod<{
  db: Db
  email: EmailContext
  clock: () => Date
  claimWindowDays: number
}> = async (app, { db, email, clock, claimWindowDays }) => {
  const tags = ['ops']

  app.get(
    '/ops/claims/',
    { schema: { tags, querystring: OpsClaimListQuerySchema, response: { 200: OpsClaimListResponseSchema } } },
    async (request) => {
      const { page, page_size: pageSize } = request.query
      return paged(request, page, pageSize, await listOpsClaims(db, request.query, clock()))
    },
  )

  app.get(
    '/ops/orders/:id/claims/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OrderClaimsSchema } } },
    async (request) => {
      const claims = await listOrderClaims(db, request.params.id, { staff: true }, claimWindowDays, clock())
      if (!claims) throw new AppError('orders.notFound', 404)
      return claims
    },
  )

  app.post(
    '/ops/orders/:id/claims/:claimId/resolve/',
    {
      config: { raises: [409] },
      schema: {
        tags,
        params: ClaimParamsSchema,
        body: ResolveClaimBodySchema,
        response: { 200: ClaimSchema },
      },
    },
    async (request) => {
      const { id, claimId } = request.params
      await resolveClaim(
        db,
        { orderId: id, claimId, staff: staffOf(request), body: request.body, now: clock() },
        email,
      )
      const claim = await getClaim(db, id, claimId, { staff: true })
      return claim!
    },
  )
}
