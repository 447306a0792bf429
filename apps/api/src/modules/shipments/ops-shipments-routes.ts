import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { ErrorDetailSchema } from '@caravanserai/contracts/errors'
import { AnalyticsQuerySchema } from '@caravanserai/contracts/ops-analytics'
import {
  CreateShipmentBodySchema,
  MILESTONE_IMPORT_MAX_BYTES,
  MilestoneImportRefusalSchema,
  MilestoneImportResultSchema,
  OpsShipmentListQuerySchema,
  OpsShipmentListSchema,
  RecordMilestoneBodySchema,
  ShipmentAnalyticsSchema,
} from '@caravanserai/contracts/ops-shipments'
import { ShipmentSchema } from '@caravanserai/contracts/shipments'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { paged } from '../../pagination.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { periodOf } from '../analytics/analytics-period.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { ImportRefused, importMilestones } from './import-csv.ts'
import { recordMilestone } from './milestones.ts'
import { getShipment } from './order-shipments.ts'
import { shipmentAnalytics } from './shipment-analytics.ts'
import { createShipment } from './shipment-writes.ts'
import { countShipments, listShipments } from './shipments-view.ts'

const tags = ['ops']

/** The operators' shipment calls (docs/product.md#shipments). */
export const opsShipmentsRoutes: FastifyPluginAsyncZod<{
  db: Db
  email: EmailContext
  clock: () => Date
}> = async (app, { db, email, clock }) => {
  // The import's file comes as its own text, within the contract's bytes (413 past them).
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: MILESTONE_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  )

  const shipmentOr404 = async (id: number, locale: Parameters<typeof getShipment>[2]) => {
    const shipment = await getShipment(db, id, locale, clock())
    if (!shipment) throw new AppError('shipments.notFound', 404)
    return shipment
  }

  app.post(
    '/ops/orders/:id/shipments/',
    {
      config: { raises: [409, 422] },
      schema: {
        tags,
        params: IdParamsSchema,
        body: CreateShipmentBodySchema,
        response: { 201: ShipmentSchema },
      },
    },
    async (request, reply) => {
      const id = await createShipment(db, request.params.id, request.body, staffOf(request), email, clock())
      return reply.code(201).send(await shipmentOr404(id, request.locale))
    },
  )

  app.post(
    '/ops/shipments/:id/milestones/',
    {
      config: { raises: [409, 422] },
      schema: {
        tags,
        params: IdParamsSchema,
        body: RecordMilestoneBodySchema,
        response: { 201: ShipmentSchema },
      },
    },
    async (request, reply) => {
      await recordMilestone(db, request.params.id, request.body, staffOf(request), clock())
      return reply.code(201).send(await shipmentOr404(request.params.id, request.locale))
    },
  )

  app.post(
    '/ops/shipments/milestones/import/',
    {
      config: { raises: [413, 415] },
      schema: {
        tags,
        consumes: ['text/csv'],
        // A file refused for its rows lists them; one refused whole says why, as any error does.
        response: {
          200: MilestoneImportResultSchema,
          422: z.union([MilestoneImportRefusalSchema, ErrorDetailSchema]),
        },
      },
    },
    async (request, reply) => {
      // Only the CSV parser above gives a Buffer: no body, or JSON, is not the file.
      if (!Buffer.isBuffer(request.body)) throw new AppError('shipments.importNotCsv', 415)
      try {
        return {
          recorded: await importMilestones(db, request.body, staffOf(request), clock(), request.locale),
        }
      } catch (error) {
        if (error instanceof ImportRefused) return reply.code(422).send(error.answer)
        throw error
      }
    },
  )

  app.get(
    '/ops/shipments/',
    { schema: { tags, querystring: OpsShipmentListQuerySchema, response: { 200: OpsShipmentListSchema } } },
    async (request) => {
      const { page, page_size: pageSize, view, destination, search } = request.query
      const today = clock().toISOString().slice(0, 10)
      const found = await listShipments(
        db,
        request.locale,
        { view, destination, search, page, pageSize },
        today,
      )
      return {
        ...paged(request, page, pageSize, found),
        counts: await countShipments(db, destination, today),
      }
    },
  )

  app.get(
    '/ops/analytics/shipments/',
    { schema: { tags, querystring: AnalyticsQuerySchema, response: { 200: ShipmentAnalyticsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return shipmentAnalytics(db, periodOf(request.query, clock()), request.locale)
    },
  )
}
