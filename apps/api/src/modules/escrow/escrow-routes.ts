import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { OrderEscrowSchema } from '@caravanserai/contracts/escrow'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { requireBuyer } from '../companies/company-scope.ts'
import { getOrderEscrow } from './escrow-queries.ts'

/** The buyer's view of where their company's order's money is (docs/product.md#trade-assurance). */
export const escrowRoutes: FastifyPluginAsyncZod<{ db: Db; claimWindowDays: number }> = async (
  app,
  { db, claimWindowDays },
) => {
  app.get(
    '/orders/:id/escrow/',
    { schema: { tags: ['orders'], params: IdParamsSchema, response: { 200: OrderEscrowSchema } } },
    async (request) => {
      const buyer = await requireBuyer(request, 'view')
      const escrow = await getOrderEscrow(db, request.params.id, { buyer }, claimWindowDays)
      if (!escrow) throw new AppError('orders.notFound', 404)
      return escrow
    },
  )
}
