import {
  type ProductDetail,
  ProductDetailSchema,
  ProductListResponseSchema,
} from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'
import { type Viewer, visitorAnswer } from '../lib/viewer.ts'
import { type CardPage, toCardPage } from './product-cards.ts'

/** The query of GET /products/list/: filters, page and order, as the API reads them. */
export type ProductListQuery = Record<string, string | number | string[]>

/** The wishlist page asks for wishlisted products, page 1, page size 100 (docs/product.md#wishlist). */
export const WISHLIST_QUERY = { is_wishlisted: 'true', page: 1, page_size: 100 } as const

/**
 * Query keys of the catalogue's products. Every key carries the language, since answers are
 * translated, and the viewer, since their wishlist marks are the signed-in buyer's own.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: ['products', 'list'] as const,
  list: (lang: Lang, query: ProductListQuery, viewer: Viewer) =>
    ['products', 'list', lang, query, viewer] as const,
  /** The buyer's wishlisted products: a list of its own, so a heart's toggle reloads it alone. */
  wishlists: ['products', 'wishlist'] as const,
  wishlist: (lang: Lang, userId: number) => ['products', 'wishlist', lang, userId] as const,
  detail: (lang: Lang, id: number, viewer: Viewer) => ['products', 'detail', lang, id, viewer] as const,
}

/** Cached list answers are de-duplicated by id before display. */
export function uniqueById<T extends { id: number }>(products: T[]): T[] {
  const seen = new Set<number>()
  return products.filter((p) => !seen.has(p.id) && seen.add(p.id))
}

/** A page of products, kept in the cache as cards (product-cards.ts). */
const listProducts = async (api: ApiClient, lang: Lang, query: ProductListQuery, signal: AbortSignal) =>
  toCardPage(await api.get('/products/list/', { query, signal, lang, schema: ProductListResponseSchema }))

export const productListQuery = (api: ApiClient, lang: Lang, query: ProductListQuery, viewer: Viewer) =>
  queryOptions({
    queryKey: productKeys.list(lang, query, viewer),
    queryFn: ({ signal }) => listProducts(api, lang, query, signal),
    select: (page) => ({ ...page, results: uniqueById(page.results) }),
    placeholderData: visitorAnswer<CardPage, ReturnType<typeof productKeys.list>>(
      viewer,
      productKeys.list(lang, query, null),
    ),
  })

export const wishlistQuery = (api: ApiClient, lang: Lang, userId: number) =>
  queryOptions({
    queryKey: productKeys.wishlist(lang, userId),
    queryFn: ({ signal }) => listProducts(api, lang, WISHLIST_QUERY, signal),
  })

/**
 * One product with every variation. The viewer is in the key: the wishlist mark is the signed-in
 * buyer's own. `quiet` for a page that says itself when the product is gone (no toast).
 */
export const productQuery = (
  api: ApiClient,
  lang: Lang,
  id: number,
  viewer: Viewer,
  { quiet = false } = {},
) =>
  queryOptions({
    queryKey: productKeys.detail(lang, id, viewer),
    queryFn: ({ signal }) =>
      api.get(`/products/${id}/`, { signal, lang, quiet, schema: ProductDetailSchema }),
    placeholderData: visitorAnswer<ProductDetail, ReturnType<typeof productKeys.detail>>(
      viewer,
      productKeys.detail(lang, id, null),
    ),
  })
