import {
  AuditActorsResponseSchema,
  AuditHistoryQuerySchema,
  AuditListResponseSchema,
  AuditObjectParamsSchema,
  AuditQuerySchema,
  isAdminObject,
} from '@caravanserai/contracts/ops-audit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { listAuditActors, listAuditEvents } from './audit-queries.ts'

const tags = ['ops']

/**
 * The whole audit trail and its people (docs/product.md#audit-trail), for admins. Read-only:
 * nothing edits or deletes an event, and the table refuses it (migration 0017).
 */
export const opsAuditAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ops/audit/',
    { schema: { tags, querystring: AuditQuerySchema, response: { 200: AuditListResponseSchema } } },
    async (request) => {
      const { page, page_size: pageSize, actor, action, object_type, object_id } = request.query
      const found = await listAuditEvents(db, {
        actor,
        action,
        objectType: object_type,
        objectId: object_id,
        page,
        pageSize,
      })
      return paged(request, page, pageSize, found)
    },
  )

  app.get(
    '/ops/audit/actors/',
    { schema: { tags, response: { 200: AuditActorsResponseSchema } } },
    async () => listAuditActors(db),
  )
}

/**
 * One object's history, newest first: the "History" panel of its console page, for operators too,
 * but for the objects only admins manage (the seller's settings, the staff), whose history is
 * theirs alone.
 */
export const opsAuditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ops/audit/:object_type/:object_id/',
    {
      schema: {
        tags,
        params: AuditObjectParamsSchema,
        querystring: AuditHistoryQuerySchema,
        response: { 200: AuditListResponseSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query
      const { object_type: objectType, object_id: objectId } = request.params
      if (isAdminObject(objectType) && staffOf(request).staffRole !== 'admin')
        throw new AppError('errors.adminOnly', 403)
      return paged(
        request,
        page,
        pageSize,
        await listAuditEvents(db, { objectType, objectId, page, pageSize }),
      )
    },
  )
}
