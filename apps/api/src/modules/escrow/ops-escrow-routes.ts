import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { OrderEscrowSchema } from '@caravanserai/contracts/escrow'
import {
  PayoutListQuerySchema,
  PayoutListResponseSchema,
  PayoutSchema,
  RecordPayoutBodySchema,
  RecordRefundBodySchema,
  SupplierBalancesSchema,
} from '@caravanserai/contracts/ops-escrow'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { getOrderEscrow } from './escrow-queries.ts'
import { getPayout, listPayouts, recordPayout, supplierBalances } from './payouts.ts'
import { refundCancelledOrder } from './refunds.ts'

/**
 * The operators' escrow calls (docs/product.md#trade-assurance): an order's money, the refund a
 * cancelled order owes, what each supplier is owed and the payouts made.
 */
export const opsEscrowRoutes: FastifyPluginAsyncZod<{
  db: Db
  email: EmailContext
  clock: () => Date
  claimWindowDays: number
}> = async (app, { db, email, clock, claimWindowDays }) => {
  const tags = ['ops']
  const escrowOr404 = async (orderId: number) => {
    const escrow = await getOrderEscrow(db, orderId, { staff: true }, claimWindowDays)
    if (!escrow) throw new AppError('orders.notFound', 404)
    return escrow
  }

  app.get(
    '/ops/orders/:id/escrow/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OrderEscrowSchema } } },
    async (request) => escrowOr404(request.params.id),
  )

  app.post(
    '/ops/orders/:id/refunds/',
    {
      config: { raises: [409] },
      schema: {
        tags,
        params: IdParamsSchema,
        body: RecordRefundBodySchema,
        response: { 201: OrderEscrowSchema },
      },
    },
    async (request, reply) => {
      const { amount, refunded_on: refundedOn, bank_reference: bankReference } = request.body
      const input = { orderId: request.params.id, staff: staffOf(request), amount, refundedOn, bankReference }
      await refundCancelledOrder(db, input, email, clock())
      return reply.code(201).send(await escrowOr404(request.params.id))
    },
  )

  app.get(
    '/ops/payouts/balances/',
    { schema: { tags, response: { 200: SupplierBalancesSchema } } },
    async () => supplierBalances(db),
  )

  app.get(
    '/ops/payouts/',
    { schema: { tags, querystring: PayoutListQuerySchema, response: { 200: PayoutListResponseSchema } } },
    async (request) => {
      const { page, page_size: pageSize } = request.query
      return paged(request, page, pageSize, await listPayouts(db, request.query))
    },
  )

  app.post(
    '/ops/payouts/',
    {
      config: { raises: [404, 409] },
      schema: { tags, body: RecordPayoutBodySchema, response: { 201: PayoutSchema } },
    },
    async (request, reply) => {
      const { producer, currency, amount, paid_on: paidOn, bank_reference: bankReference } = request.body
      const id = await recordPayout(
        db,
        { producerId: producer, currency, staff: staffOf(request), amount, paidOn, bankReference },
        clock(),
      )
      return reply.code(201).send((await getPayout(db, id))!)
    },
  )
}
