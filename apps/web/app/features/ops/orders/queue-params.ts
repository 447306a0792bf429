import { ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'
import type { PaymentState } from '@caravanserai/contracts/payments'
import { type ListFilters, listFiltersFrom, listParamsOf, pagesOf } from '../console/list-params.ts'

/** The payment filter the queue offers: orders whose transfer confirmation waits for an operator. */
export const PROOFS_WAITING = 'proof_sent' satisfies PaymentState

/** What the operator queue shows: orders by status, payment, search and page. */
export type QueueFilters = ListFilters<OrderStatus> & { payment: typeof PROOFS_WAITING | null }

export const QUEUE_PAGE_SIZE = 20

/** The queue's filters from its URL. */
export function queueFiltersFrom(params: URLSearchParams): QueueFilters {
  return {
    ...listFiltersFrom(params, ORDER_STATUSES),
    payment: params.get('payment') === PROOFS_WAITING ? PROOFS_WAITING : null,
  }
}

/** The URL query of the queue's filters: only what differs from the defaults. */
export function queueParamsOf(filters: QueueFilters): URLSearchParams {
  const params = listParamsOf(filters)
  if (filters.payment) params.set('payment', filters.payment)
  return params
}

/** `?…` for a link to the queue with these filters, or '' for the plain queue. */
export function queueSearchOf(filters: QueueFilters): string {
  const query = queueParamsOf(filters).toString()
  return query ? `?${query}` : ''
}

/** The API query of the queue's filters. */
export function queueApiQuery(filters: QueueFilters) {
  return {
    status: filters.status ?? undefined,
    payment: filters.payment ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
    page_size: QUEUE_PAGE_SIZE,
  }
}

/** Pages of the queue's count. */
export function pageCount(count: number): number {
  return pagesOf(count, QUEUE_PAGE_SIZE)
}
