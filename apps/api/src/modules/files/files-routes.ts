import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { ATTACHMENT_MAX_BYTES, AttachmentSchema, FileParamsSchema } from '@caravanserai/contracts/payments'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { type Db, inTransaction } from '../../db/client.ts'
import { orders } from '../../db/schema/orders.ts'
import { AppError } from '../../errors.ts'
import { requireUser } from '../../plugins/auth.ts'
import { acceptMultipart, readOneFile, type UploadMessages } from '../../plugins/multipart-file.ts'
import type { RateLimiter, RequestLimit } from '../../plugins/rate-limit.ts'
import { ownedBy, requireBuyer } from '../companies/company-scope.ts'
import type { FileStore } from './file-store.ts'
import { attachmentOf, findOrderFile, storePrivateFile } from './private-files.ts'
import { sendDownload } from './send-download.ts'

/** What a refused order file says (a transfer confirmation, a message's attachment). */
export const ORDER_FILE_UPLOAD: UploadMessages = {
  tooLarge: 'files.tooLarge',
  notMultipart: 'files.notMultipart',
  missingFile: 'files.missingFile',
  oneFile: 'files.oneFile',
  malformed: 'files.malformed',
}

/** Files a buyer may send with orders in an hour: a few confirmations and attachments, not a flood. */
export const ORDER_FILES_PER_BUYER: RequestLimit = { name: 'order-files', max: 30, windowMs: 60 * 60 * 1000 }

/**
 * The files of an order (transfer confirmations, messages' attachments): an upload for a message
 * to carry, and downloads as attachments. Mounted for buyers under /api/orders (their company's
 * orders only, rate-limited; an upload needs a role that writes in the conversation or claims) and for operators under /api/ops/orders.
 */
export const filesRoutes: FastifyPluginAsyncZod<{
  db: Db
  files: FileStore
  viewer: 'buyer' | 'staff'
  limiter: RateLimiter
}> = async (app, { db, files, viewer, limiter }) => {
  const base = viewer === 'buyer' ? '/api/orders/' : '/api/ops/orders/'
  await app.register(async (context) => {
    await acceptMultipart(context)
    context.withTypeProvider<ZodTypeProvider>().post(
      '/orders/:id/files/',
      {
        config: { raises: viewer === 'buyer' ? [429] : [] },
        schema: {
          tags: viewer === 'buyer' ? ['orders'] : ['ops'],
          params: IdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: AttachmentSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request)
        const buyer = viewer === 'buyer' ? await requireBuyer(request, 'message') : null
        if (buyer) await limiter.consume(reply, ORDER_FILES_PER_BUYER, String(buyer.userId))
        const [order] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.id, request.params.id),
              buyer ? ownedBy(buyer, sql`${orders.companyId}`, 'message') : undefined,
            ),
          )
        if (!order) throw new AppError('orders.notFound', 404)
        const { content, filename } = await readOneFile(request, ATTACHMENT_MAX_BYTES, ORDER_FILE_UPLOAD)
        const file = await inTransaction(db, (tx) =>
          storePrivateFile(tx, files, { orderId: order.id, uploadedBy: user.id, filename, content }),
        )
        return reply.code(201).send(attachmentOf(file, base))
      },
    )
  })

  app.get(
    '/orders/:id/files/:fileId/',
    { schema: { tags: viewer === 'buyer' ? ['orders'] : ['ops'], params: FileParamsSchema } },
    async (request, reply) => {
      const buyer = viewer === 'buyer' ? await requireBuyer(request, 'view') : null
      const file = await findOrderFile(db, request.params.id, request.params.fileId, buyer)
      return sendDownload(reply, files, file, 'files.notFound')
    },
  )
}
