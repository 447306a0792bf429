import type { Lang } from '@caravanserai/contracts/languages'
import {
  type OpsCancelOrderBody,
  OpsOrderCountsSchema,
  type OpsOrderListQuerySchema,
  OpsOrderListResponseSchema,
  OpsOrderSchema,
  OrderNoteSchema,
  type QuoteBody,
} from '@caravanserai/contracts/ops-orders'
import type { RecordPaymentBody } from '@caravanserai/contracts/ops-payments'
import { OrderPaymentSchema } from '@caravanserai/contracts/payments'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

/** The query of GET /ops/orders/: status, payment state, search and page, as the API reads them. */
export type OrderQueueQuery = z.infer<typeof OpsOrderListQuerySchema>

/**
 * Query keys of the order queue. Operator data is signed-in data: keyed by the operator's id and
 * fetched only in the browser (docs/decisions/010). Answers naming destinations are translated,
 * so those keys carry the language too.
 */
export const orderQueueKeys = {
  queues: (userId: number) => ['ops', userId, 'queue'] as const,
  queue: (userId: number, lang: Lang, query: OrderQueueQuery) =>
    ['ops', userId, 'queue', lang, query] as const,
  allCounts: (userId: number) => ['ops', userId, 'counts'] as const,
  counts: (userId: number, search: string) => ['ops', userId, 'counts', search] as const,
  orders: (userId: number) => ['ops', userId, 'order'] as const,
  /** Everything read about one order (the order in each language, its payment): refreshed together. */
  orderAll: (userId: number, orderId: number) => ['ops', userId, 'order', orderId] as const,
  order: (userId: number, lang: Lang, orderId: number) => ['ops', userId, 'order', orderId, lang] as const,
  payment: (userId: number, orderId: number) => ['ops', userId, 'order', orderId, 'payment'] as const,
}

/** Several operators work the same queue: what they see goes stale quickly. */
const OPS_STALE_MS = 15_000

export const orderQueueQuery = (api: ApiClient, userId: number, lang: Lang, query: OrderQueueQuery) =>
  queryOptions({
    queryKey: orderQueueKeys.queue(userId, lang, query),
    queryFn: ({ signal }) =>
      api.get('/ops/orders/', {
        schema: OpsOrderListResponseSchema,
        query,
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

/** A new quote while the buyer has not approved the last: new terms and a new proforma invoice. */
export const sendRequote = (api: ApiClient, lang: Lang, orderId: number, body: QuoteBody) =>
  api.post(`/ops/orders/${orderId}/requote/`, body, { schema: OpsOrderSchema, lang })

/** A request turned down before its quote, with the reason the buyer reads. */
export const declineOrder = (api: ApiClient, lang: Lang, orderId: number, body: OpsCancelOrderBody) =>
  api.post(`/ops/orders/${orderId}/decline/`, body, { schema: OpsOrderSchema, lang })

/** An order cancelled before it ships, with the reason the buyer reads. */
export const cancelOrder = (api: ApiClient, lang: Lang, orderId: number, body: OpsCancelOrderBody) =>
  api.post(`/ops/orders/${orderId}/cancel/`, body, { schema: OpsOrderSchema, lang })

export const addOrderNote = (api: ApiClient, orderId: number, body: string) =>
  api.post(`/ops/orders/${orderId}/notes/`, { body }, { schema: OrderNoteSchema })

/** The payment beside the order's status: what is paid and due, confirmations, payments. */
export const opsOrderPaymentQuery = (api: ApiClient, userId: number, orderId: number) =>
  queryOptions({
    queryKey: orderQueueKeys.payment(userId, orderId),
    queryFn: ({ signal }) =>
      api.get(`/ops/orders/${orderId}/payment/`, { schema: OrderPaymentSchema, signal }),
    staleTime: OPS_STALE_MS,
  })

/** Money that reached the account; with `proof`, the confirmation it answers is accepted. */
export const recordPayment = (api: ApiClient, lang: Lang, orderId: number, body: RecordPaymentBody) =>
  api.post(`/ops/orders/${orderId}/payments/`, body, { schema: OrderPaymentSchema, lang })

/** Sends a transfer confirmation back to the buyer with the reason, asking for a correction. */
export const rejectProof = (api: ApiClient, lang: Lang, orderId: number, proofId: number, reason: string) =>
  api.post(
    `/ops/orders/${orderId}/payment-proofs/${proofId}/reject/`,
    { reason },
    { schema: OrderPaymentSchema, lang },
  )
