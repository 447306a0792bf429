import {
  AnalyticsExportParamsSchema,
  AnalyticsQuerySchema,
  AnalyticsResponseSchema,
} from '@caravanserai/contracts/ops-analytics'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { csvDocument } from '../content/csv-document.ts'
import { periodOf } from './analytics-period.ts'
import { analyticsReport, analyticsTable } from './analytics-report.ts'

const tags = ['ops']

/** The console's analytics (docs/product.md#analytics): the report and each of its tables as CSV. */
export const opsAnalyticsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/ops/analytics/',
    { schema: { tags, querystring: AnalyticsQuerySchema, response: { 200: AnalyticsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return analyticsReport(db, periodOf(request.query, clock()), request.locale)
    },
  )

  app.get(
    '/ops/analytics/export/:table/',
    {
      schema: {
        tags,
        params: AnalyticsExportParamsSchema,
        querystring: AnalyticsQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { table } = request.params
      const period = periodOf(request.query, clock())
      const { header, rows } = await analyticsTable(db, period, request.locale, table)
      const where = period.destination === null ? '' : `-destination-${period.destination}`
      const name = `analytics-${table}-${period.from}-${period.to}${where}.csv`
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csvDocument(header, rows))
    },
  )
}
