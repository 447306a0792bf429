import type { Lang } from '@caravanserai/contracts/languages'
import type { OfferBody, OpsRfqListQuerySchema } from '@caravanserai/contracts/ops-rfqs'
import { RfqListResponseSchema, RfqSchema } from '@caravanserai/contracts/rfqs'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

/** The query of GET /ops/rfqs/: a status (or all) and a page, as the API reads them. */
export type RfqQueueQuery = z.infer<typeof OpsRfqListQuerySchema>

/**
 * Query keys of the requests for quotation in the console: operator data, keyed by the operator's
 * id and fetched only in the browser (docs/decisions/010); translated answers carry the language.
 */
export const rfqQueueKeys = {
  queues: (userId: number) => ['ops', userId, 'rfqs', 'queue'] as const,
  queue: (userId: number, lang: Lang, query: RfqQueueQuery) =>
    ['ops', userId, 'rfqs', 'queue', lang, query] as const,
  requests: (userId: number) => ['ops', userId, 'rfqs', 'request'] as const,
  request: (userId: number, lang: Lang, id: number) => ['ops', userId, 'rfqs', 'request', id, lang] as const,
}

/** Several operators work the same queue: what they see goes stale quickly. */
const OPS_STALE_MS = 15_000

export const rfqQueueQuery = (api: ApiClient, userId: number, lang: Lang, query: RfqQueueQuery) =>
  queryOptions({
    queryKey: rfqQueueKeys.queue(userId, lang, query),
    queryFn: ({ signal }) =>
      api.get('/ops/rfqs/', {
        schema: RfqListResponseSchema,
        query,
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

/** An offer for the request; it replaces any earlier one, and the buyer is emailed. */
export const sendOffer = (api: ApiClient, lang: Lang, id: number, body: OfferBody) =>
  api.post(`/ops/rfqs/${id}/offer/`, body, { schema: RfqSchema, lang })

/** Declines the request with the reason the buyer reads. */
export const declineRfq = (api: ApiClient, lang: Lang, id: number, reason: string) =>
  api.post(`/ops/rfqs/${id}/decline/`, { reason }, { schema: RfqSchema, lang })
