import { ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'

/** What the operator queue shows: its status filter, search text and page, all kept in the URL. */
export type QueueFilters = { status: OrderStatus | null; search: string; page: number }

export const QUEUE_PAGE_SIZE = 20
const SEARCH_MAX = 200

function isStatus(value: string | null): value is OrderStatus {
  return (ORDER_STATUSES as readonly (string | null)[]).includes(value)
}

/** The queue's filters from its URL; unknown statuses and bad pages fall back to the defaults. */
export function queueFiltersFrom(params: URLSearchParams): QueueFilters {
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    status: isStatus(status) ? status : null,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The URL query of the filters: only what differs from the defaults, page only above 1. */
export function queueParamsOf(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.status) params.set('status', filters.status)
  if (filters.search) params.set('search', filters.search)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** `?…` for a link to the queue with these filters, or '' for the plain queue. */
export function queueSearchOf(filters: QueueFilters): string {
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

/** Pages of a count (at least one), as the queue's pagination shows them. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / QUEUE_PAGE_SIZE))
}
