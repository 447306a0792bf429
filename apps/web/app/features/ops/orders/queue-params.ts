import { ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'
import { type ListFilters, listFiltersFrom, pagesOf } from '../console/list-params.ts'

/** What the operator queue shows: orders by status, search and page. */
export type QueueFilters = ListFilters<OrderStatus>

export const QUEUE_PAGE_SIZE = 20

/** The queue's filters from its URL. */
export function queueFiltersFrom(params: URLSearchParams): QueueFilters {
  return listFiltersFrom(params, ORDER_STATUSES)
}

/** The API query of the queue's filters. */
export function queueApiQuery(filters: QueueFilters) {
  return {
    status: filters.status ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
    page_size: QUEUE_PAGE_SIZE,
  }
}

/** Pages of the queue's count. */
export function pageCount(count: number): number {
  return pagesOf(count, QUEUE_PAGE_SIZE)
}
