import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  DeclineRfqBodySchema,
  OfferBodySchema,
  OpsRfqListQuerySchema,
} from '@caravanserai/contracts/ops-rfqs'
import { FileParamsSchema } from '@caravanserai/contracts/payments'
import { RfqListResponseSchema, RfqSchema } from '@caravanserai/contracts/rfqs'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import type { FileStore } from '../files/file-store.ts'
import { sendDownload } from '../files/send-download.ts'
import { declineRfq, makeOffer } from './rfq-answers.ts'
import { findRfqFile } from './rfq-files.ts'
import { getRfq, listRfqs } from './rfq-queries.ts'

const tags = ['ops']

/** The operators' requests for quotation (docs/product.md#requests-for-quotation). */
export const opsRfqsRoutes: FastifyPluginAsyncZod<{
  db: Db
  email: EmailContext
  files: FileStore
  clock: () => Date
}> = async (app, { db, email, files, clock }) => {
  const reader = (request: FastifyRequest) => ({
    viewer: 'staff' as const,
    locale: request.locale,
    now: clock(),
  })
  const rfqOr404 = async (request: FastifyRequest, id: number) => {
    const rfq = await getRfq(db, id, null, reader(request))
    if (!rfq) throw new AppError('rfqs.notFound', 404)
    return rfq
  }

  app.get(
    '/ops/rfqs/',
    { schema: { tags, querystring: OpsRfqListQuerySchema, response: { 200: RfqListResponseSchema } } },
    async (request) => {
      const { page, page_size: pageSize, status } = request.query
      const found = await listRfqs(db, { buyer: null, status }, reader(request), { page, pageSize })
      return paged(request, page, pageSize, found)
    },
  )

  app.get(
    '/ops/rfqs/:id/',
    { schema: { tags, params: IdParamsSchema, response: { 200: RfqSchema } } },
    async (request) => rfqOr404(request, request.params.id),
  )

  app.post(
    '/ops/rfqs/:id/offer/',
    {
      config: { raises: [409] },
      schema: { tags, params: IdParamsSchema, body: OfferBodySchema, response: { 200: RfqSchema } },
    },
    async (request) => {
      const input = {
        rfqId: request.params.id,
        staff: staffOf(request),
        body: request.body,
        now: clock(),
      }
      await makeOffer(db, input, email)
      return rfqOr404(request, request.params.id)
    },
  )

  app.post(
    '/ops/rfqs/:id/decline/',
    {
      config: { raises: [409] },
      schema: { tags, params: IdParamsSchema, body: DeclineRfqBodySchema, response: { 200: RfqSchema } },
    },
    async (request) => {
      await declineRfq(
        db,
        { rfqId: request.params.id, reason: request.body.reason, now: clock(), staff: staffOf(request) },
        email,
      )
      return rfqOr404(request, request.params.id)
    },
  )

  app.get(
    '/ops/rfqs/:id/files/:fileId/',
    { schema: { tags, params: FileParamsSchema } },
    async (request, reply) =>
      sendDownload(
        reply,
        files,
        await findRfqFile(db, request.params.id, request.params.fileId, null),
        'files.notFound',
      ),
  )
}
