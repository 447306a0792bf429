import {
  type CreateReviewBody,
  OwnReviewResponseSchema,
  OwnReviewSchema,
} from '@caravanserai/contracts/reviews'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/** Query keys of the buyer's own reviews: keyed by the buyer, so another never sees them. */
export const reviewKeys = {
  all: ['reviews'] as const,
  own: (userId: number, productId: number) => ['reviews', userId, productId] as const,
}

/** The buyer's own review of a product, to prefill the form (null before the first). */
export const ownReviewQuery = (api: ApiClient, userId: number, productId: number) =>
  queryOptions({
    queryKey: reviewKeys.own(userId, productId),
    queryFn: ({ signal }) =>
      api.get('/customer/review/', {
        query: { product: productId },
        signal,
        schema: OwnReviewResponseSchema,
      }),
  })

/** The buyer's one review of a product: a second post edits the first. */
export const saveReview = (api: ApiClient, body: CreateReviewBody) =>
  api.post('/customer/review/', body, { schema: OwnReviewSchema })
