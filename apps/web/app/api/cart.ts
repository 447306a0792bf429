import {
  CartItemSchema,
  CartResponseSchema,
  type CreateCartItemBody,
  type UpdateCartItemBody,
} from '@caravanserai/contracts/cart'
import type { Lang } from '@caravanserai/contracts/languages'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of the buyer's cart: one answer, read by the header's badge, the cart page and
 * checkout. It carries the buyer's id (a change of user never shows another's cart) and the
 * language (it names products).
 */
export const cartKeys = {
  all: ['cart'] as const,
  of: (userId: number, lang: Lang) => ['cart', userId, lang] as const,
}

export const cartQuery = (api: ApiClient, userId: number, lang: Lang) =>
  queryOptions({
    queryKey: cartKeys.of(userId, lang),
    queryFn: ({ signal }) => api.get('/customer/cart/', { signal, lang, schema: CartResponseSchema }),
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
