import { ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'

/** What a console list shows: a status filter, search text and page, all kept in the URL. */
export type ListFilters<S extends string> = { status: S | null; search: string; page: number }

/** What the operator queue shows: orders by status, search and page. */
export type QueueFilters = ListFilters<OrderStatus>

export const QUEUE_PAGE_SIZE = 20
const SEARCH_MAX = 200

/** A list's filters from its URL; unknown statuses and bad pages fall back to the defaults. */
export function listFiltersFrom<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
): ListFilters<S> {
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    status: statuses.find((s) => s === status) ?? null,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The queue's filters from its URL. */
export function queueFiltersFrom(params: URLSearchParams): QueueFilters {
  return listFiltersFrom(params, ORDER_STATUSES)
}

/** The URL query of the filters: only what differs from the defaults, page only above 1. */
export function queueParamsOf(filters: ListFilters<string>): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.status) params.set('status', filters.status)
  if (filters.search) params.set('search', filters.search)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** `?…` for a link to the queue with these filters, or '' for the plain queue. */
export function queueSearchOf(filters: ListFilters<string>): string {
  const query = queueParamsOf(filters).toString()
  return query ? `?${query}` : ''
}

/** The API query of GET /ops/orders/. */
export function queueApiQuery(filters: QueueFilters) {
  return {
    status: filters.status ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
    page_size: QUEUE_PAGE_SIZE,
  }
}

/** Pages of a count (at least one), as a list's pagination shows them. */
export function pagesOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize))
}

/** Pages of the queue's count. */
export function pageCount(count: number): number {
  return pagesOf(count, QUEUE_PAGE_SIZE)
}
