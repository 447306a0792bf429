import type { Lang } from '@caravanserai/contracts/languages'
import {
  OpsReviewListResponseSchema,
  OpsReviewSchema,
  type OpsReviewsQuery,
} from '@caravanserai/contracts/ops-reviews'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of review moderation, under the console's prefix (keyed by the operator); product
 * names come in the page language, so the list's key carries it.
 */
export const opsReviewKeys = {
  lists: (userId: number) => ['ops', userId, 'reviews'] as const,
  list: (userId: number, lang: Lang, query: OpsReviewsQuery) =>
    ['ops', userId, 'reviews', lang, query] as const,
}

/** New reviews arrive and other operators moderate: what the list shows goes stale quickly. */
const REVIEWS_STALE_MS = 15_000

export const opsReviewsQuery = (api: ApiClient, userId: number, lang: Lang, query: OpsReviewsQuery) =>
  queryOptions({
    queryKey: opsReviewKeys.list(userId, lang, query),
    queryFn: ({ signal }) =>
      api.get('/ops/reviews/', { schema: OpsReviewListResponseSchema, query, signal, lang }),
    staleTime: REVIEWS_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** Hides a review from the product page, with the reason its author reads. */
export const hideReview = (api: ApiClient, lang: Lang, id: number, reason: string) =>
  api.post(`/ops/reviews/${id}/hide/`, { reason }, { schema: OpsReviewSchema, lang })

/** Shows a hidden review on the product page again. */
export const unhideReview = (api: ApiClient, lang: Lang, id: number, note: string) =>
  api.post(`/ops/reviews/${id}/unhide/`, note ? { reason: note } : {}, { schema: OpsReviewSchema, lang })
