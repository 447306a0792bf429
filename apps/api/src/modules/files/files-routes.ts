import { FileParamsSchema } from '@caravanserai/contracts/payments'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { requireUser } from '../../plugins/auth.ts'
import { findOrderFile, readPrivateFile } from './private-files.ts'

/**
 * The files of an order (transfer confirmations, messages' attachments), downloaded as
 * attachments: mounted for buyers under /api/orders (their own orders only) and for operators
 * under /api/ops/orders.
 */
export const filesRoutes: FastifyPluginAsyncZod<{
  db: Db
  privateDir: string
  viewer: 'buyer' | 'staff'
}> = async (app, { db, privateDir, viewer }) => {
  app.get(
    '/orders/:id/files/:fileId/',
    { schema: { tags: viewer === 'buyer' ? ['orders'] : ['ops'], params: FileParamsSchema } },
    async (request, reply) => {
      const buyerId = viewer === 'buyer' ? requireUser(request).id : null
      const file = await findOrderFile(db, request.params.id, request.params.fileId, buyerId)
      const content = file && (await readPrivateFile(privateDir, file.path))
      if (!file || !content) throw new AppError('files.notFound', 404)
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(content)
    },
  )
}
