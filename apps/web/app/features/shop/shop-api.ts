import {
  CartItemSchema,
  CartResponseSchema,
  type CreateCartItemBody,
  type UpdateCartItemBody,
} from '@caravanserai/contracts/cart'
import { ProductListResponseSchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  type CreateReviewBody,
  OwnReviewResponseSchema,
  OwnReviewSchema,
} from '@caravanserai/contracts/reviews'
import { type ToggleWishlistBody, ToggleWishlistResponseSchema } from '@caravanserai/contracts/wishlist'
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
    queryFn: ({ signal }) => api.get('/customer/cart/', { signal, lang, schema: CartResponseSchema }),
  })

export const wishlistQuery = (api: ApiClient, lang: Lang, userId: number) =>
  queryOptions({
    queryKey: shopKeys.wishlistOf(lang, userId),
    queryFn: ({ signal }) =>
      api.get('/products/list/', { query: WISHLIST_QUERY, signal, lang, schema: ProductListResponseSchema }),
  })

/** The buyer's own review of a product, to prefill the form (null before the first). */
export const ownReviewQuery = (api: ApiClient, userId: number, productId: number) =>
  queryOptions({
    queryKey: shopKeys.review(userId, productId),
    queryFn: ({ signal }) =>
      api.get('/customer/review/', {
        query: { product: productId },
        signal,
        schema: OwnReviewResponseSchema,
      }),
  })

export const createCartItem = (api: ApiClient, lang: Lang, body: CreateCartItemBody) =>
  api.post('/customer/cart/create/', body, { lang, schema: CartItemSchema })

export const updateCartItem = (api: ApiClient, lang: Lang, itemId: number, body: UpdateCartItemBody) =>
  api.patch(`/customer/cart/update/${itemId}/`, body, { lang, schema: CartItemSchema })

/** Removing a line and clearing the cart answer nothing. */
export const removeCartItem = (api: ApiClient, lang: Lang, itemId: number) =>
  api.post(`/customer/cart/remove/${itemId}/`, undefined, { lang })

export const clearCart = (api: ApiClient, lang: Lang) =>
  api.post('/customer/cart/clear/', undefined, { lang })

/** Flips the product's wishlist mark; the answer says where it landed. */
export const toggleWishlisted = (api: ApiClient, body: ToggleWishlistBody) =>
  api.post('/customer/wishlist/toggle/', body, { schema: ToggleWishlistResponseSchema })

/** The buyer's one review of a product: a second post edits the first. */
export const saveReview = (api: ApiClient, body: CreateReviewBody) =>
  api.post('/customer/review/', body, { schema: OwnReviewSchema })
