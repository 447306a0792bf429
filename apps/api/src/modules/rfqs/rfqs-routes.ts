import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { ATTACHMENT_MAX_BYTES, AttachmentSchema, FileParamsSchema } from '@caravanserai/contracts/payments'
import {
  AcceptOfferBodySchema,
  CreateRfqBodySchema,
  RFQS_PER_HOUR,
  RfqListQuerySchema,
  RfqListResponseSchema,
  RfqSchema,
} from '@caravanserai/contracts/rfqs'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { requireUser, signedInOnly } from '../../plugins/auth.ts'
import { declareErrors } from '../../plugins/error-answers.ts'
import { acceptMultipart, readOneFile } from '../../plugins/multipart-file.ts'
import type { RateLimiter, RequestLimit } from '../../plugins/rate-limit.ts'
import { type Buyer, requireBuyer } from '../companies/company-scope.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import type { FileStore } from '../files/file-store.ts'
import { ORDER_FILE_UPLOAD } from '../files/files-routes.ts'
import { sendDownload } from '../files/send-download.ts'
import { acceptOffer } from './accept-offer.ts'
import { createRfq } from './create-rfq.ts'
import { withdrawRfq } from './rfq-answers.ts'
import { findRfqFile, findUploadedFile, RFQ_FILES_PER_BUYER, storeRfqFile } from './rfq-files.ts'
import { getRfq, listRfqs } from './rfq-queries.ts'

/** Requests a buyer may send in an hour. */
export const RFQS_PER_BUYER: RequestLimit = {
  name: 'rfqs',
  max: RFQS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  message: 'rfqs.tooMany',
}

const UploadParamsSchema = z.object({ fileId: z.coerce.number().int().min(1).max(2_147_483_647) })

const tags = ['rfqs']

type Deps = { db: Db; email: EmailContext; files: FileStore; limiter: RateLimiter; clock: () => Date }

/**
 * The buyer's requests for quotation (docs/product.md#requests-for-quotation), under /api: their
 * company's only (another's answers 404), every route for people acting for a company, as their
 * role allows (docs/decisions/056-companies-are-the-buyer.md). Accepting answers the request with
 * `order` naming the order it became.
 */
export const rfqsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, email, files, limiter, clock }) => {
  signedInOnly(app)
  // A person who acts for no company, or whose role does not allow the call.
  declareErrors(app, [403])
  const verified = (request: FastifyRequest, buyer: Buyer) => ({
    ...buyer,
    isVerified: requireUser(request).isVerified,
  })

  const rfqOr404 = async (request: FastifyRequest, id: number) => {
    const reader = { viewer: 'buyer' as const, locale: request.locale, now: clock() }
    const rfq = await getRfq(db, id, await requireBuyer(request, 'view'), reader)
    if (!rfq) throw new AppError('rfqs.notFound', 404)
    return rfq
  }

  app.post(
    '/rfqs/',
    {
      config: { raises: [403, 429] },
      schema: { tags, body: CreateRfqBodySchema, response: { 201: RfqSchema } },
    },
    async (request, reply) => {
      const buyer = verified(request, await requireBuyer(request, 'buy'))
      await limiter.consume(reply, RFQS_PER_BUYER, String(buyer.userId))
      const id = await createRfq(
        db,
        { buyer, body: request.body, locale: request.locale, now: clock() },
        email,
      )
      return reply.code(201).send(await rfqOr404(request, id))
    },
  )

  app.get(
    '/rfqs/list/',
    { schema: { tags, querystring: RfqListQuerySchema, response: { 200: RfqListResponseSchema } } },
    async (request) => {
      const { page, page_size: pageSize } = request.query
      const reader = { viewer: 'buyer' as const, locale: request.locale, now: clock() }
      const found = await listRfqs(db, { buyer: await requireBuyer(request, 'view') }, reader, {
        page,
        pageSize,
      })
      return paged(request, page, pageSize, found)
    },
  )

  app.get(
    '/rfqs/:id/',
    { schema: { tags, params: IdParamsSchema, response: { 200: RfqSchema } } },
    async (request) => rfqOr404(request, request.params.id),
  )

  app.post(
    '/rfqs/:id/accept/',
    {
      config: { raises: [403, 409] },
      schema: { tags, params: IdParamsSchema, body: AcceptOfferBodySchema, response: { 200: RfqSchema } },
    },
    async (request) => {
      const buyer = verified(request, await requireBuyer(request, 'buy'))
      const input = { rfqId: request.params.id, buyer, body: request.body }
      await acceptOffer(db, { ...input, locale: request.locale, now: clock() }, email)
      return rfqOr404(request, request.params.id)
    },
  )

  app.post(
    '/rfqs/:id/withdraw/',
    { config: { raises: [409] }, schema: { tags, params: IdParamsSchema, response: { 200: RfqSchema } } },
    async (request) => {
      await withdrawRfq(
        db,
        { rfqId: request.params.id, buyer: await requireBuyer(request, 'buy'), now: clock() },
        email,
      )
      return rfqOr404(request, request.params.id)
    },
  )

  await app.register(async (context) => {
    await acceptMultipart(context)
    context.withTypeProvider<ZodTypeProvider>().post(
      '/rfqs/files/',
      {
        config: { raises: [403, 429] },
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: AttachmentSchema } },
      },
      async (request, reply) => {
        const buyer = await requireBuyer(request, 'buy')
        await limiter.consume(reply, RFQ_FILES_PER_BUYER, String(buyer.userId))
        const { content, filename } = await readOneFile(request, ATTACHMENT_MAX_BYTES, ORDER_FILE_UPLOAD)
        return reply
          .code(201)
          .send(await storeRfqFile(db, files, { uploadedBy: buyer.userId, filename, content }))
      },
    )
  })

  app.get('/rfqs/files/:fileId/', { schema: { tags, params: UploadParamsSchema } }, async (request, reply) =>
    sendDownload(
      reply,
      files,
      await findUploadedFile(db, request.params.fileId, requireUser(request).id),
      'files.notFound',
    ),
  )

  // A file of the company's request; an operator may follow the same link.
  app.get(
    '/rfqs/:id/files/:fileId/',
    { schema: { tags, params: FileParamsSchema } },
    async (request, reply) => {
      const user = requireUser(request)
      const file = await findRfqFile(
        db,
        request.params.id,
        request.params.fileId,
        user.isStaff ? null : await requireBuyer(request, 'view'),
      )
      return sendDownload(reply, files, file, 'files.notFound')
    },
  )
}
