import type { CartResponse } from '@caravanserai/contracts/cart'
import type { ProductListResponse } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import type { OwnReviewResponse } from '@caravanserai/contracts/reviews'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../lib/api-client.ts'

/**
 * Query keys of the buyer's own things. Each carries the buyer's id (a change of user never
 * shows another's cart) and, where the answer holds translated names, the language.
 */
export const shopKeys = {
  cart: ['shop', 'cart'] as const,
  cartOf: (lang: Lang, userId: number) => ['shop', 'cart', lang, userId] as const,
  wishlist: ['shop', 'wishlist'] as const,
  wishlistOf: (lang: Lang, userId: number) => ['shop', 'wishlist', lang, userId] as const,
  review: (userId: number, productId: number) => ['shop', 'review', userId, productId] as const,
}

/** The wishlist page asks for wishlisted products, page 1, page size 100 (docs/product.md#wishlist). */
export const WISHLIST_QUERY = { is_wishlisted: 'true', page: 1, page_size: 100 } as const

export const cartQuery = (api: ApiClient, lang: Lang, userId: number) =>
  queryOptions({
    queryKey: shopKeys.cartOf(lang, userId),
    queryFn: ({ signal }) => api.get<CartResponse>('/customer/cart/', { signal, lang }),
  })

export const wishlistQuery = (api: ApiClient, lang: Lang, userId: number) =>
  queryOptions({
    queryKey: shopKeys.wishlistOf(lang, userId),
    queryFn: ({ signal }) =>
      api.get<ProductListResponse>('/products/list/', { query: WISHLIST_QUERY, signal, lang }),
  })

/** The buyer's own review of a product, to prefill the form (null before the first). */
export const ownReviewQuery = (api: ApiClient, userId: number, productId: number) =>
  queryOptions({
    queryKey: shopKeys.review(userId, productId),
    queryFn: ({ signal }) =>
      api.get<OwnReviewResponse>('/customer/review/', { query: { product: productId }, signal }),
  })
