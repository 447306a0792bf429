import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  OpsContactMessageListResponseSchema,
  OpsContactMessageSchema,
  OpsContactMessagesQuerySchema,
  OpsSubscriberListResponseSchema,
  OpsSubscribersExportQuerySchema,
  OpsSubscribersQuerySchema,
  SUBSCRIBERS_CSV_COLUMNS,
  UpdateContactMessageBodySchema,
} from '@caravanserai/contracts/ops-content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { csvDocument } from './csv-document.ts'
import {
  exportSubscribers,
  listContactMessages,
  listSubscribers,
  setMessageHandled,
} from './inbox-queries.ts'

const tags = ['ops']

/** What visitors sent, for operators (docs/product.md#inbox): contact messages and newsletter sign-ups. */
export const opsContentRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/ops/contact-messages/',
    {
      schema: {
        tags,
        querystring: OpsContactMessagesQuerySchema,
        response: { 200: OpsContactMessageListResponseSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, status, search } = request.query
      return paged(request, page, pageSize, await listContactMessages(db, { page, pageSize, status, search }))
    },
  )

  app.patch(
    '/ops/contact-messages/:id/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateContactMessageBodySchema,
        response: { 200: OpsContactMessageSchema },
      },
    },
    async (request) => {
      const message = await setMessageHandled(
        db,
        request.params.id,
        request.body.handled,
        clock(),
        staffOf(request),
      )
      if (!message) throw new AppError('errors.notFound', 404)
      return message
    },
  )

  app.get(
    '/ops/newsletter-subscribers/',
    {
      schema: {
        tags,
        querystring: OpsSubscribersQuerySchema,
        response: { 200: OpsSubscriberListResponseSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, status, search } = request.query
      return paged(request, page, pageSize, await listSubscribers(db, { page, pageSize, status, search }))
    },
  )

  app.get(
    '/ops/newsletter-subscribers/export/',
    { schema: { tags, querystring: OpsSubscribersExportQuerySchema, produces: ['text/csv'] } },
    async (request, reply) => {
      const { status } = request.query
      const rows = (await exportSubscribers(db, status)).map((s) => [
        s.email,
        s.status,
        s.language,
        s.created_at,
        s.confirmed_at,
        s.unsubscribed_at,
      ])
      const day = clock().toISOString().slice(0, 10)
      const name = `newsletter-subscribers${status ? `-${status}` : ''}-${day}.csv`
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csvDocument(SUBSCRIBERS_CSV_COLUMNS, rows))
    },
  )
}
