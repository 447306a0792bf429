import { ProductDetailSchema } from '@caravanserai/contracts/catalog'
import type { CreateProductBody, UpdateProductBody } from '@caravanserai/contracts/catalog-admin'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  OpsProducerListResponseSchema,
  OpsProductListResponseSchema,
  OpsProductSchema,
} from '@caravanserai/contracts/ops-catalog'
import {
  OpsUploadSchema,
  type UpdateImageBody,
  VariationImagesResponseSchema,
} from '@caravanserai/contracts/ops-media'
import {
  OpsAttributeSchema,
  OpsCategorySchema,
  OpsProductTypeSchema,
} from '@caravanserai/contracts/ops-taxonomy'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { type ApiClient, ApiError } from '../../../lib/api-client.ts'
import { type ProductFilters, productListApiQuery } from './product-list-params.ts'

/**
 * Query keys of the console's catalogue, under the console's own prefix (keyed by the operator,
 * docs/decisions/010). Names in the request language make the language part of a key.
 */
export const productAdminKeys = {
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

export const productAdminListQuery = (api: ApiClient, userId: number, lang: Lang, filters: ProductFilters) =>
  queryOptions({
    queryKey: productAdminKeys.list(userId, lang, filters),
    queryFn: ({ signal }) =>
      api.get('/ops/products/', {
        schema: OpsProductListResponseSchema,
        query: productListApiQuery(filters),
        signal,
        lang,
      }),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** Every text in all four locales: the editor's source, so never in one language only. */
export const productAdminQuery = (api: ApiClient, userId: number, productId: number) =>
  queryOptions({
    queryKey: productAdminKeys.product(userId, productId),
    queryFn: ({ signal }) => api.get(`/ops/products/${productId}/`, { schema: OpsProductSchema, signal }),
    staleTime: LIST_STALE_MS,
  })

export const productCategoriesQuery = (api: ApiClient, userId: number, lang: Lang) =>
  queryOptions({
    queryKey: productAdminKeys.categories(userId, lang),
    queryFn: ({ signal }) =>
      api.get('/ops/categories/', { schema: z.array(OpsCategorySchema), signal, lang }),
    staleTime: TAXONOMY_STALE_MS,
  })

export const productTypeChoicesQuery = (api: ApiClient, userId: number, lang: Lang, category: number) =>
  queryOptions({
    queryKey: productAdminKeys.types(userId, lang, category),
    queryFn: ({ signal }) =>
      api.get('/ops/product-types/', {
        schema: z.array(OpsProductTypeSchema),
        query: { category },
        signal,
        lang,
      }),
    staleTime: TAXONOMY_STALE_MS,
  })

export const productAttributesQuery = (api: ApiClient, userId: number, lang: Lang, productType: number) =>
  queryOptions({
    queryKey: productAdminKeys.attributes(userId, lang, productType),
    queryFn: ({ signal }) =>
      api.get('/ops/attributes/', {
        schema: z.array(OpsAttributeSchema),
        query: { product_type: productType },
        signal,
        lang,
      }),
    staleTime: TAXONOMY_STALE_MS,
  })

/** Producers whose name contains the text: suggestions for the producer field. */
export const producersQuery = (api: ApiClient, userId: number, search: string) =>
  queryOptions({
    queryKey: productAdminKeys.producers(userId, search),
    queryFn: async ({ signal }) =>
      (
        await api.get('/ops/producers/', {
          schema: OpsProducerListResponseSchema,
          query: { search: search || undefined, page_size: 20 },
          signal,
          quiet: true,
        })
      ).results,
    staleTime: TAXONOMY_STALE_MS,
    placeholderData: keepPreviousData,
  })

export const createProduct = (api: ApiClient, body: CreateProductBody) =>
  api.post('/products/create/', body, { schema: ProductDetailSchema })

export const updateProduct = (api: ApiClient, productId: number, body: UpdateProductBody) =>
  api.patch(`/products/${productId}/update/`, body, { schema: ProductDetailSchema })

export const deleteProduct = (api: ApiClient, productId: number) =>
  api.delete(`/products/${productId}/delete/`)

const UPLOADS_PATH = '/ops/uploads/'

/** Uploads are refused for many reasons the operator can act on: the editor says them itself. */
export function uploadImage(api: ApiClient, file: File) {
  const form = new FormData()
  form.append('file', file)
  return api.post(UPLOADS_PATH, form, { schema: OpsUploadSchema, quiet: true })
}

/** Whether a failure is the upload's (so quiet, for the editor to explain), not a later call's. */
export function isUploadFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.path === UPLOADS_PATH
}

export const attachImage = (api: ApiClient, variationId: number, path: string) =>
  api.post(`/ops/variations/${variationId}/images/`, { path }, { schema: VariationImagesResponseSchema })

export const reorderImages = (api: ApiClient, variationId: number, order: number[]) =>
  api.put(`/ops/variations/${variationId}/images/`, { order }, { schema: VariationImagesResponseSchema })

export const describeImage = (
  api: ApiClient,
  variationId: number,
  imageId: number,
  alt: UpdateImageBody['alt'],
) =>
  api.patch(
    `/ops/variations/${variationId}/images/${imageId}/`,
    { alt },
    { schema: VariationImagesResponseSchema },
  )

export const removeImage = (api: ApiClient, variationId: number, imageId: number) =>
  api.delete(`/ops/variations/${variationId}/images/${imageId}/`)
