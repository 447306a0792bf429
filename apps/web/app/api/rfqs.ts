import type { Lang } from '@caravanserai/contracts/languages'
import { AttachmentSchema } from '@caravanserai/contracts/payments'
import {
  type AcceptOfferBody,
  type CreateRfqBody,
  RFQ_PAGE_SIZE,
  RfqListResponseSchema,
  RfqSchema,
} from '@caravanserai/contracts/rfqs'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'
import { FILE_TIMEOUT_MS } from './files.ts'

/**
 * Query keys of the buyer's requests for quotation. Signed-in answers carry the user id (right
 * after the resource), so another user never sees them and one user's entries invalidate by
 * prefix; translated answers carry the language.
 */
export const rfqsKeys = {
  all: ['rfqs'] as const,
  lists: (userId: number) => ['rfqs', 'list', userId] as const,
  list: (userId: number, lang: Lang, page: number) => ['rfqs', 'list', userId, lang, page] as const,
  details: (userId: number) => ['rfqs', 'detail', userId] as const,
  detail: (userId: number, lang: Lang, id: number) => ['rfqs', 'detail', userId, lang, id] as const,
}

/** Requests move on by the operators' hand: signed-in answers are fetched again on every visit. */
const LIVE = { staleTime: 0 } as const

export const rfqListQuery = (api: ApiClient, userId: number, lang: Lang, page: number) =>
  queryOptions({
    queryKey: rfqsKeys.list(userId, lang, page),
    queryFn: ({ signal }) =>
      api.get('/rfqs/list/', {
        query: { page, page_size: RFQ_PAGE_SIZE },
        signal,
        lang,
        schema: RfqListResponseSchema,
      }),
    ...LIVE,
  })

/** The page shows its own not-found state, so a 404 raises no toast. */
export const rfqQuery = (api: ApiClient, userId: number, lang: Lang, id: number) =>
  queryOptions({
    queryKey: rfqsKeys.detail(userId, lang, id),
    queryFn: ({ signal }) => api.get(`/rfqs/${id}/`, { signal, lang, quiet: true, schema: RfqSchema }),
    ...LIVE,
  })

/** A file for a request, uploaded before the request names it. Quiet: the form says why. */
export function uploadRfqFile(api: ApiClient, lang: Lang, file: File) {
  const form = new FormData()
  form.append('file', file)
  return api.post('/rfqs/files/', form, {
    lang,
    quiet: true,
    timeoutMs: FILE_TIMEOUT_MS,
    schema: AttachmentSchema,
  })
}

/** Sends the request (201): the form shows its own failure, so no generic toast. */
export const createRfq = (api: ApiClient, lang: Lang, body: CreateRfqBody) =>
  api.post('/rfqs/', body, { lang, quiet: true, schema: RfqSchema })

/** Takes the standing offer: the request with `order` set, or 409 when it can no longer be taken. */
export const acceptOffer = (api: ApiClient, lang: Lang, id: number, body: AcceptOfferBody) =>
  api.post(`/rfqs/${id}/accept/`, body, { lang, quiet: true, schema: RfqSchema })

export const withdrawRfq = (api: ApiClient, lang: Lang, id: number) =>
  api.post(`/rfqs/${id}/withdraw/`, {}, { lang, quiet: true, schema: RfqSchema })
