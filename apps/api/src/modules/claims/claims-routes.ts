import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { ClaimSchema, OpenClaimBodySchema, OrderClaimsSchema } from '@caravanserai/contracts/claims'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { RateLimiter, RequestLimit } from '../../plugins/rate-limit.ts'
import { requireBuyer } from '../companies/company-scope.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { getClaim, listOrderClaims } from './claims-queries.ts'
import { openClaim } from './open-claim.ts'

/** Claims a buyer may open in a day across their orders: each one alerts every operator. */
export const CLAIMS_PER_BUYER: RequestLimit = { name: 'order-claims', max: 10, windowMs: 24 * 60 * 60 * 1000 }

/** The buyer's claims on their company's orders (docs/product.md#claims). */
export const claimsRoutes: FastifyPluginAsyncZod<{
  db: Db
  email: EmailContext
  limiter: RateLimiter
  clock: () => Date
  claimWindowDays: number
}> = async (app, { db, email, limiter, clock, claimWindowDays }) => {
  const tags = ['orders']

  app.get(
    '/orders/:id/claims/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OrderClaimsSchema } } },
    async (request) => {
      const buyer = await requireBuyer(request, 'view')
      const claims = await listOrderClaims(db, request.params.id, { buyer }, claimWindowDays, clock())
      if (!claims) throw new AppError('orders.notFound', 404)
      return claims
    },
  )

  app.post(
    '/orders/:id/claims/',
    {
      config: { raises: [409, 429] },
      schema: { tags, params: IdParamsSchema, body: OpenClaimBodySchema, response: { 201: ClaimSchema } },
    },
    async (request, reply) => {
      const buyer = await requireBuyer(request, 'buy')
      await limiter.consume(reply, CLAIMS_PER_BUYER, String(buyer.userId))
      const input = {
        orderId: request.params.id,
        buyer,
        body: request.body,
        windowDays: claimWindowDays,
        now: clock(),
      }
      const id = await openClaim(db, input, email)
      const claim = await getClaim(db, request.params.id, id, { buyer })
      return reply.code(201).send(claim!)
    },
  )
}
