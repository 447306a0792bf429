import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { DocumentParamsSchema, OrderDocumentListSchema } from '@caravanserai/contracts/documents'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { requireBuyer } from '../companies/company-scope.ts'
import { getDocumentPdf, listOrderDocuments, type Viewer } from './documents-queries.ts'

/**
 * An order's trade documents (docs/product.md#trade-documents): the list, and each PDF. Mounted
 * twice: for buyers under /api/orders (their company's orders only) and for operators under
 * /api/ops/orders (any order).
 */
export const documentsRoutes: FastifyPluginAsyncZod<{ db: Db; viewer: 'buyer' | 'staff' }> = async (
  app,
  { db, viewer: kind },
) => {
  const tags = kind === 'buyer' ? ['orders'] : ['ops']
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> =>
    kind === 'buyer' ? { buyer: await requireBuyer(request, 'view') } : { staff: true }

  app.get(
    '/orders/:id/documents/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OrderDocumentListSchema } } },
    async (request) => {
      const documents = await listOrderDocuments(db, request.params.id, await viewerOf(request))
      if (!documents) throw new AppError('orders.notFound', 404)
      return documents
    },
  )

  app.get(
    '/orders/:id/documents/:documentId/',
    {
      schema: { tags, params: DocumentParamsSchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const { id, documentId } = request.params
      const found = await getDocumentPdf(db, id, documentId, await viewerOf(request))
      if (!found) throw new AppError('documents.notFound', 404)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${found.number}.pdf"`)
        .send(Buffer.from(found.pdf))
    },
  )
}
