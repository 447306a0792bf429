import type { Lang } from '@caravanserai/contracts/languages'
import {
  type AnalyticsQuery,
  AnalyticsResponseSchema,
  type AnalyticsTable,
} from '@caravanserai/contracts/ops-analytics'
import { ShipmentAnalyticsSchema } from '@caravanserai/contracts/ops-shipments'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/** Query keys of the analytics, under the console's prefix (keyed by the operator and language: names are translated). */
export const analyticsKeys = {
  report: (userId: number, lang: Lang, query: AnalyticsQuery) =>
    ['ops', userId, 'analytics', lang, query] as const,
  routes: (userId: number, lang: Lang, query: AnalyticsQuery) =>
    ['ops', userId, 'analytics', 'routes', lang, query] as const,
}

/** Figures move as orders do, but a report is read for minutes. */
const ANALYTICS_STALE_MS = 60_000

/** A report: its days and destination (the API fills in what is left out). */
export const analyticsQuery = (api: ApiClient, userId: number, lang: Lang, query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.report(userId, lang, query),
    queryFn: ({ signal }) => api.get('/ops/analytics/', { schema: AnalyticsResponseSchema, query, signal }),
    staleTime: ANALYTICS_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** GET /ops/analytics/shipments/: the routes' deliveries in the same period and destination. */
export const shipmentAnalyticsQuery = (api: ApiClient, userId: number, lang: Lang, query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.routes(userId, lang, query),
    queryFn: ({ signal }) =>
      api.get('/ops/analytics/shipments/', { schema: ShipmentAnalyticsSchema, query, signal, lang }),
    staleTime: ANALYTICS_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** One table of the report as CSV, read as a file with the operator's token. */
export const exportAnalyticsTable = (api: ApiClient, table: AnalyticsTable, query: AnalyticsQuery) =>
  api.get(`/ops/analytics/export/${table}/`, { query, blob: true })
