import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { ATTACHMENT_MAX_BYTES, OrderPaymentSchema } from '@caravanserai/contracts/payments'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { acceptMultipart, readOneFile } from '../../plugins/multipart-file.ts'
import type { RateLimiter } from '../../plugins/rate-limit.ts'
import { type Buyer, requireBuyer } from '../companies/company-scope.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import type { FileStore } from '../files/file-store.ts'
import { ORDER_FILE_UPLOAD, ORDER_FILES_PER_BUYER } from '../files/files-routes.ts'
import { sendProof } from './payment-steps.ts'
import { getOrderPayment } from './payments-queries.ts'

type Deps = { db: Db; email: EmailContext; files: FileStore; limiter: RateLimiter }

/** The buyer's payment calls (docs/product.md#payment-by-bank-transfer), under /api. */
export const buyerPaymentRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, email, files, limiter }) => {
  const paymentOr404 = async (orderId: number, buyer: Buyer) => {
    const payment = await getOrderPayment(db, orderId, buyer)
    if (!payment) throw new AppError('orders.notFound', 404)
    return payment
  }

  app.get(
    '/orders/:id/payment/',
    { schema: { tags: ['orders'], params: IdParamsSchema, response: { 200: OrderPaymentSchema } } },
    async (request) => paymentOr404(request.params.id, await requireBuyer(request, 'view')),
  )

  await app.register(async (context) => {
    await acceptMultipart(context)
    context.withTypeProvider<ZodTypeProvider>().post(
      '/orders/:id/payment-proof/',
      {
        config: { raises: [409, 429] },
        schema: {
          tags: ['orders'],
          params: IdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: OrderPaymentSchema },
        },
      },
      async (request, reply) => {
        const buyer = await requireBuyer(request, 'pay')
        await limiter.consume(reply, ORDER_FILES_PER_BUYER, String(buyer.userId))
        const { content, filename } = await readOneFile(request, ATTACHMENT_MAX_BYTES, ORDER_FILE_UPLOAD)
        await sendProof(db, { orderId: request.params.id, buyer, filename, content }, { files, email })
        return reply.code(201).send(await paymentOr404(request.params.id, buyer))
      },
    )
  })
}
