import type { Lang } from '@caravanserai/contracts/languages'
import {
  OPS_REVIEWS_PAGE_SIZE,
  OpsReviewListResponseSchema,
  OpsReviewSchema,
} from '@caravanserai/contracts/ops-reviews'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../lib/api-client.ts'
import type { ReviewFilters } from './review-filters.ts'

/**
 * Query keys of review moderation, under the console's prefix (keyed by the operator); product
 * names come in the page language, so the list's key carries it.
 */
export const reviewKeys = {
  lists: (userId: number) => ['ops', userId, 'reviews'] as const,
  list: (userId: number, lang: Lang, filters: ReviewFilters) =>
    ['ops', userId, 'reviews', lang, filters] as const,
}

/** New reviews arrive and other operators moderate: what the list shows goes stale quickly. */
const REVIEWS_STALE_MS = 15_000

export const reviewsQuery = (api: ApiClient, userId: number, lang: Lang, filters: ReviewFilters) =>
  queryOptions({
    queryKey: reviewKeys.list(userId, lang, filters),
    queryFn: ({ signal }) =>
      api.get('/ops/reviews/', {
        schema: OpsReviewListResponseSchema,
        query: {
          rating: filters.rating ?? undefined,
          product: filters.product ?? undefined,
          state: filters.state ?? undefined,
          search: filters.search || undefined,
          page: filters.page,
          page_size: OPS_REVIEWS_PAGE_SIZE,
        },
        signal,
        lang,
      }),
    staleTime: REVIEWS_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** Hides a review from the product page, with the reason its author reads. */
export const hideReview = (api: ApiClient, lang: Lang, id: number, reason: string) =>
  api.post(`/ops/reviews/${id}/hide/`, { reason }, { schema: OpsReviewSchema, lang })

/** Shows a hidden review on the product page again. */
export const unhideReview = (api: ApiClient, lang: Lang, id: number, note: string) =>
  api.post(`/ops/reviews/${id}/unhide/`, note ? { reason: note } : {}, { schema: OpsReviewSchema, lang })
