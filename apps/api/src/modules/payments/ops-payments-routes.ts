import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  ProofParamsSchema,
  RecordPaymentBodySchema,
  RejectProofBodySchema,
} from '@caravanserai/contracts/ops-payments'
import { OrderPaymentSchema } from '@caravanserai/contracts/payments'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { recordPayment, rejectProof } from './payment-steps.ts'
import { getOrderPayment } from './payments-queries.ts'

/** The operators' payment calls (docs/product.md#payment-by-bank-transfer). */
export const opsPaymentsRoutes: FastifyPluginAsyncZod<{ db: Db; email: EmailContext }> = async (
  app,
  { db, email },
) => {
  const tags = ['ops']
  const paymentOr404 = async (orderId: number) => {
    const payment = await getOrderPayment(db, orderId, null)
    if (!payment) throw new AppError('orders.notFound', 404)
    return payment
  }

  app.get(
    '/ops/orders/:id/payment/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OrderPaymentSchema } } },
    async (request) => paymentOr404(request.params.id),
  )

  app.post(
    '/ops/orders/:id/payments/',
    {
      config: { raises: [409] },
      schema: {
        tags,
        params: IdParamsSchema,
        body: RecordPaymentBodySchema,
        response: { 201: OrderPaymentSchema },
      },
    },
    async (request, reply) => {
      const { amount, received_on: receivedOn, proof } = request.body
      await recordPayment(
        db,
        { orderId: request.params.id, staff: staffOf(request), amount, receivedOn, proofId: proof },
        email,
      )
      return reply.code(201).send(await paymentOr404(request.params.id))
    },
  )

  app.post(
    '/ops/orders/:id/payment-proofs/:proofId/reject/',
    {
      config: { raises: [409] },
      schema: {
        tags,
        params: ProofParamsSchema,
        body: RejectProofBodySchema,
        response: { 200: OrderPaymentSchema },
      },
    },
    async (request) => {
      const { id, proofId } = request.params
      await rejectProof(
        db,
        { orderId: id, proofId, staff: staffOf(request), reason: request.body.reason },
        email,
      )
      return paymentOr404(id)
    },
  )
}
