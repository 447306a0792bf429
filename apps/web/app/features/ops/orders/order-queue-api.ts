import type { Lang } from '@caravanserai/contracts/languages'
import {
  OpsOrderCountsSchema,
  OpsOrderListResponseSchema,
  OpsOrderSchema,
  OrderNoteSchema,
  type QuoteBody,
  type ShipBody,
} from '@caravanserai/contracts/orders'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../lib/api-client.ts'
import { type QueueFilters, queueApiQuery } from './queue-params.ts'

/**
 * Query keys of the order queue. Operator data is signed-in data: keyed by the operator's id and
 * fetched only in the browser (docs/decisions/010). Answers naming destinations are translated,
 * so those keys carry the language too.
 */
export const orderQueueKeys = {
  queues: (userId: number) => ['ops', userId, 'queue'] as const,
  queue: (userId: number, lang: Lang, filters: QueueFilters) =>
    ['ops', userId, 'queue', lang, filters] as const,
  allCounts: (userId: number) => ['ops', userId, 'counts'] as const,
  counts: (userId: number, search: string) => ['ops', userId, 'counts', search] as const,
  orders: (userId: number) => ['ops', userId, 'order'] as const,
  order: (userId: number, lang: Lang, orderId: number) => ['ops', userId, 'order', orderId, lang] as const,
}

/** Several operators work the same queue: what they see goes stale quickly. */
const OPS_STALE_MS = 15_000

export const orderQueueQuery = (api: ApiClient, userId: number, lang: Lang, filters: QueueFilters) =>
  queryOptions({
    queryKey: orderQueueKeys.queue(userId, lang, filters),
    queryFn: ({ signal }) =>
      api.get('/ops/orders/', {
        schema: OpsOrderListResponseSchema,
        query: queueApiQuery(filters),
        signal,
        lang,
      }),
    staleTime: OPS_STALE_MS,
    placeholderData: keepPreviousData,
  })

export const orderCountsQuery = (api: ApiClient, userId: number, search: string) =>
  queryOptions({
    queryKey: orderQueueKeys.counts(userId, search),
    queryFn: ({ signal }) =>
      api.get('/ops/orders/counts/', {
        schema: OpsOrderCountsSchema,
        query: { search: search || undefined },
        signal,
      }),
    staleTime: OPS_STALE_MS,
    placeholderData: keepPreviousData,
  })

export const opsOrderQuery = (api: ApiClient, userId: number, lang: Lang, orderId: number) =>
  queryOptions({
    queryKey: orderQueueKeys.order(userId, lang, orderId),
    queryFn: ({ signal }) => api.get(`/ops/orders/${orderId}/`, { schema: OpsOrderSchema, signal, lang }),
    staleTime: OPS_STALE_MS,
  })

export const sendQuote = (api: ApiClient, lang: Lang, orderId: number, body: QuoteBody) =>
  api.post(`/ops/orders/${orderId}/quote/`, body, { schema: OpsOrderSchema, lang })

export const sendShipment = (api: ApiClient, lang: Lang, orderId: number, body: ShipBody) =>
  api.post(`/ops/orders/${orderId}/ship/`, body, { schema: OpsOrderSchema, lang })

export const addOrderNote = (api: ApiClient, orderId: number, body: string) =>
  api.post(`/ops/orders/${orderId}/notes/`, { body }, { schema: OrderNoteSchema })
