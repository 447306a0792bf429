import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { CreateProductBody, UpdateProductBody } from '@caravanserai/contracts/catalog-admin'
import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsProducer, OpsProduct, OpsProductListResponse } from '@caravanserai/contracts/ops-catalog'
import type { OpsUpload, UpdateImageBody, VariationImagesResponse } from '@caravanserai/contracts/ops-media'
import type { OpsAttribute, OpsCategory, OpsProductType } from '@caravanserai/contracts/ops-taxonomy'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../lib/api-client.ts'
import { type ProductFilters, productListApiQuery } from './product-list-params.ts'

/**
 * Query keys of the console's catalogue, under the console's own prefix (keyed by the operator,
 * docs/decisions/010). Names in the request language make the language part of a key.
 */
export const catalogKeys = {
  all: (userId: number) => ['ops', userId, 'catalog'] as const,
  lists: (userId: number) => ['ops', userId, 'catalog', 'list'] as const,
  list: (userId: number, lang: Lang, filters: ProductFilters) =>
    ['ops', userId, 'catalog', 'list', lang, filters] as const,
  product: (userId: number, productId: number) => ['ops', userId, 'catalog', 'product', productId] as const,
  categories: (userId: number, lang: Lang) => ['ops', userId, 'catalog', 'categories', lang] as const,
  types: (userId: number, lang: Lang, category: number) =>
    ['ops', userId, 'catalog', 'types', lang, category] as const,
  attributes: (userId: number, lang: Lang, productType: number) =>
    ['ops', userId, 'catalog', 'attributes', lang, productType] as const,
  producers: (userId: number, search: string) => ['ops', userId, 'catalog', 'producers', search] as const,
}

/** Other operators edit the same catalogue: lists go stale quickly, the taxonomy more slowly. */
const LIST_STALE_MS = 15_000
const TAXONOMY_STALE_MS = 60_000

export const productListQuery = (api: ApiClient, userId: number, lang: Lang, filters: ProductFilters) =>
  queryOptions({
    queryKey: catalogKeys.list(userId, lang, filters),
    queryFn: ({ signal }) =>
      api.get<OpsProductListResponse>('/ops/products/', {
        query: productListApiQuery(filters),
        signal,
        lang,
      }),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** Every text in all four locales: the editor's source, so never in one language only. */
export const productQuery = (api: ApiClient, userId: number, productId: number) =>
  queryOptions({
    queryKey: catalogKeys.product(userId, productId),
    queryFn: ({ signal }) => api.get<OpsProduct>(`/ops/products/${productId}/`, { signal }),
    staleTime: LIST_STALE_MS,
  })

export const categoriesQuery = (api: ApiClient, userId: number, lang: Lang) =>
  queryOptions({
    queryKey: catalogKeys.categories(userId, lang),
    queryFn: ({ signal }) => api.get<OpsCategory[]>('/ops/categories/', { signal, lang }),
    staleTime: TAXONOMY_STALE_MS,
  })

export const productTypesQuery = (api: ApiClient, userId: number, lang: Lang, category: number) =>
  queryOptions({
    queryKey: catalogKeys.types(userId, lang, category),
    queryFn: ({ signal }) =>
      api.get<OpsProductType[]>('/ops/product-types/', { query: { category }, signal, lang }),
    staleTime: TAXONOMY_STALE_MS,
  })

export const attributesQuery = (api: ApiClient, userId: number, lang: Lang, productType: number) =>
  queryOptions({
    queryKey: catalogKeys.attributes(userId, lang, productType),
    queryFn: ({ signal }) =>
      api.get<OpsAttribute[]>('/ops/attributes/', { query: { product_type: productType }, signal, lang }),
    staleTime: TAXONOMY_STALE_MS,
  })

/** Producers whose name contains the text: suggestions for the producer field. */
export const producersQuery = (api: ApiClient, userId: number, search: string) =>
  queryOptions({
    queryKey: catalogKeys.producers(userId, search),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ results: OpsProducer[] }>('/ops/producers/', {
          query: { search: search || undefined, page_size: 20 },
          signal,
          quiet: true,
        })
      ).results,
    staleTime: TAXONOMY_STALE_MS,
    placeholderData: keepPreviousData,
  })

export const createProduct = (api: ApiClient, body: CreateProductBody) =>
  api.post<ProductDetail>('/products/create/', body)

export const updateProduct = (api: ApiClient, productId: number, body: UpdateProductBody) =>
  api.patch<ProductDetail>(`/products/${productId}/update/`, body)

export const deleteProduct = (api: ApiClient, productId: number) =>
  api.delete<unknown>(`/products/${productId}/delete/`)

/** Uploads are refused for many reasons the operator can act on: the editor says them itself. */
export function uploadImage(api: ApiClient, file: File) {
  const form = new FormData()
  form.append('file', file)
  return api.post<OpsUpload>('/ops/uploads/', form, { quiet: true })
}

export const attachImage = (api: ApiClient, variationId: number, path: string) =>
  api.post<VariationImagesResponse>(`/ops/variations/${variationId}/images/`, { path })

export const reorderImages = (api: ApiClient, variationId: number, order: number[]) =>
  api.put<VariationImagesResponse>(`/ops/variations/${variationId}/images/`, { order })

export const describeImage = (
  api: ApiClient,
  variationId: number,
  imageId: number,
  alt: UpdateImageBody['alt'],
) => api.patch<VariationImagesResponse>(`/ops/variations/${variationId}/images/${imageId}/`, { alt })

export const removeImage = (api: ApiClient, variationId: number, imageId: number) =>
  api.delete<unknown>(`/ops/variations/${variationId}/images/${imageId}/`)
