import { ProductDetailSchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  type CreateProductBody,
  type OpsProductListQuery,
  OpsProductListResponseSchema,
  OpsProductSchema,
  type UpdateProductBody,
} from '@caravanserai/contracts/ops-catalog'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of the console's catalogue, under the console's own prefix (keyed by the operator,
 * docs/decisions/010). Names in the request language make the language part of a list's key.
 */
export const productAdminKeys = {
  all: (userId: number) => ['ops', userId, 'catalog'] as const,
  lists: (userId: number) => ['ops', userId, 'catalog', 'list'] as const,
  list: (userId: number, lang: Lang, query: OpsProductListQuery) =>
    ['ops', userId, 'catalog', 'list', lang, query] as const,
  product: (userId: number, productId: number) => ['ops', userId, 'catalog', 'product', productId] as const,
}

/** Other operators edit the same catalogue: what the console shows goes stale quickly. */
const STALE_MS = 15_000

export const productAdminListQuery = (
  api: ApiClient,
  userId: number,
  lang: Lang,
  query: OpsProductListQuery,
) =>
  queryOptions({
    queryKey: productAdminKeys.list(userId, lang, query),
    queryFn: ({ signal }) =>
      api.get('/ops/products/', { schema: OpsProductListResponseSchema, query, signal, lang }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  })

/**
 * Every text in all four locales, and every variation: the editor's source, and what an offer
 * for a request picks its variation from.
 */
export const productAdminQuery = (api: ApiClient, userId: number, productId: number) =>
  queryOptions({
    queryKey: productAdminKeys.product(userId, productId),
    queryFn: ({ signal }) => api.get(`/ops/products/${productId}/`, { schema: OpsProductSchema, signal }),
    staleTime: STALE_MS,
  })

export const createProduct = (api: ApiClient, body: CreateProductBody) =>
  api.post('/products/create/', body, { schema: ProductDetailSchema })

export const updateProduct = (api: ApiClient, productId: number, body: UpdateProductBody) =>
  api.patch(`/products/${productId}/update/`, body, { schema: ProductDetailSchema })

export const deleteProduct = (api: ApiClient, productId: number) =>
  api.delete(`/products/${productId}/delete/`)
