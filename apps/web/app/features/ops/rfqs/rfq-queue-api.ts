import type { Lang } from '@caravanserai/contracts/languages'
import { OpsProductSchema } from '@caravanserai/contracts/ops-catalog'
import {
  type OfferBody,
  RfqListResponseSchema,
  RfqSchema,
  type RfqStatus,
} from '@caravanserai/contracts/rfqs'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../lib/api-client.ts'
import { apiPathOf } from '../../../lib/save-file.ts'

/** What the queue shows: requests at one status (or all), a page of them. */
export type RfqQueueFilters = { status: RfqStatus | null; page: number }

export const RFQ_QUEUE_PAGE_SIZE = 20

/**
 * Query keys of the requests for quotation in the console: operator data, keyed by the operator's
 * id and fetched only in the browser (docs/decisions/010); translated answers carry the language.
 */
export const rfqQueueKeys = {
  queues: (userId: number) => ['ops', userId, 'rfqs', 'queue'] as const,
  queue: (userId: number, lang: Lang, filters: RfqQueueFilters) =>
    ['ops', userId, 'rfqs', 'queue', lang, filters] as const,
  requests: (userId: number) => ['ops', userId, 'rfqs', 'request'] as const,
  request: (userId: number, lang: Lang, id: number) => ['ops', userId, 'rfqs', 'request', id, lang] as const,
  product: (userId: number, id: number) => ['ops', userId, 'rfqs', 'product', id] as const,
}

/** Several operators work the same queue: what they see goes stale quickly. */
const OPS_STALE_MS = 15_000

export const rfqQueueQuery = (api: ApiClient, userId: number, lang: Lang, filters: RfqQueueFilters) =>
  queryOptions({
    queryKey: rfqQueueKeys.queue(userId, lang, filters),
    queryFn: ({ signal }) =>
      api.get('/ops/rfqs/', {
        schema: RfqListResponseSchema,
        query: { status: filters.status ?? undefined, page: filters.page, page_size: RFQ_QUEUE_PAGE_SIZE },
        signal,
        lang,
      }),
    staleTime: OPS_STALE_MS,
    placeholderData: keepPreviousData,
  })

export const opsRfqQuery = (api: ApiClient, userId: number, lang: Lang, id: number) =>
  queryOptions({
    queryKey: rfqQueueKeys.request(userId, lang, id),
    queryFn: ({ signal }) => api.get(`/ops/rfqs/${id}/`, { schema: RfqSchema, signal, lang }),
    staleTime: OPS_STALE_MS,
  })

/** The catalogue product a request names, with every variation (the offer picks one). */
export const rfqProductQuery = (api: ApiClient, userId: number, id: number) =>
  queryOptions({
    queryKey: rfqQueueKeys.product(userId, id),
    queryFn: ({ signal }) => api.get(`/ops/products/${id}/`, { schema: OpsProductSchema, signal }),
    staleTime: OPS_STALE_MS,
  })

/** An offer for the request; it replaces any earlier one, and the buyer is emailed. */
export const sendOffer = (api: ApiClient, lang: Lang, id: number, body: OfferBody) =>
  api.post(`/ops/rfqs/${id}/offer/`, body, { schema: RfqSchema, lang })

/** Declines the request with the reason the buyer reads. */
export const declineRfq = (api: ApiClient, lang: Lang, id: number, reason: string) =>
  api.post(`/ops/rfqs/${id}/decline/`, { reason }, { schema: RfqSchema, lang })

/** A file of the request at the address the API gave; fetched with the operator's token. */
export const downloadRfqFile = (api: ApiClient, downloadUrl: string) =>
  api.get(apiPathOf(downloadUrl), { blob: true, timeoutMs: 180_000 })
