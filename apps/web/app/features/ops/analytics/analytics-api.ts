import type { Lang } from '@caravanserai/contracts/languages'
import { AnalyticsResponseSchema, type AnalyticsTable } from '@caravanserai/contracts/ops-analytics'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../lib/api-client.ts'
import type { AnalyticsFilters } from './analytics-params.ts'

/** The query of a report: its days and destination (the API fills in what is left out). */
const reportQuery = (filters: AnalyticsFilters) => ({
  from: filters.from,
  to: filters.to,
  destination: filters.destination ?? undefined,
})

/** Query keys of the analytics, under the console's prefix (keyed by the operator and language: names are translated). */
export const analyticsKeys = {
  report: (userId: number, lang: Lang, filters: AnalyticsFilters) =>
    ['ops', userId, 'analytics', lang, reportQuery(filters)] as const,
}

/** Figures move as orders do, but a report is read for minutes. */
const ANALYTICS_STALE_MS = 60_000

export const analyticsQuery = (api: ApiClient, userId: number, lang: Lang, filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: analyticsKeys.report(userId, lang, filters),
    queryFn: ({ signal }) =>
      api.get('/ops/analytics/', { schema: AnalyticsResponseSchema, query: reportQuery(filters), signal }),
    staleTime: ANALYTICS_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** One table of the report as CSV, read as a file with the operator's token. */
export const exportAnalyticsTable = (api: ApiClient, table: AnalyticsTable, filters: AnalyticsFilters) =>
  api.get(`/ops/analytics/export/${table}/`, { query: reportQuery(filters), blob: true })

/** The saved file's name, as the API names it. */
export function analyticsFileName(table: AnalyticsTable, filters: AnalyticsFilters): string {
  const where = filters.destination === null ? '' : `-destination-${filters.destination}`
  return `analytics-${table}-${filters.from}-${filters.to}${where}.csv`
}
