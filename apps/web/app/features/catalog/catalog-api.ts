import {
  AttributeListSchema,
  type AttributeSchema,
  CategoryListSchema,
  type CategorySchema,
  ProductListResponseSchema,
  ProductTypeListSchema,
  type ProductTypeSchema,
} from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { SupplierBriefSchema } from '@caravanserai/contracts/suppliers'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import type { ApiClient } from '../../lib/api-client.ts'
import { type Viewer, visitorAnswer } from '../../lib/viewer.ts'
import { type CardPage, toCardPage } from './card-product.ts'
import type { ListQuery } from './filter-state.ts'

export type Category = z.infer<typeof CategorySchema>
export type ProductType = z.infer<typeof ProductTypeSchema>
export type Attribute = z.infer<typeof AttributeSchema>

/**
 * Query keys of the catalogue; every key carries the language, since answers are translated, and
 * lists carry the viewer, since their wishlist marks are the signed-in buyer's own.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  list: (lang: Lang, query: ListQuery, viewer: Viewer) => ['catalog', 'list', lang, query, viewer] as const,
  categories: (lang: Lang) => ['catalog', 'categories', lang] as const,
  productTypes: (lang: Lang, category: string) => ['catalog', 'product-types', lang, category] as const,
  attributes: (lang: Lang, productType: string) => ['catalog', 'attributes', lang, productType] as const,
  suppliers: (lang: Lang) => ['catalog', 'suppliers', lang] as const,
}

/** Cached list answers are de-duplicated by id before display. */
export function uniqueById<T extends { id: number }>(products: T[]): T[] {
  const seen = new Set<number>()
  return products.filter((p) => !seen.has(p.id) && seen.add(p.id))
}

export const productListQuery = (api: ApiClient, lang: Lang, query: ListQuery, viewer: Viewer) =>
  queryOptions({
    queryKey: catalogKeys.list(lang, query, viewer),
    queryFn: async ({ signal }) =>
      toCardPage(
        await api.get('/products/list/', { query, signal, lang, schema: ProductListResponseSchema }),
      ),
    select: (page) => ({ ...page, results: uniqueById(page.results) }),
    placeholderData: visitorAnswer<CardPage, ReturnType<typeof catalogKeys.list>>(
      viewer,
      catalogKeys.list(lang, query, null),
    ),
  })

export const categoriesQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: catalogKeys.categories(lang),
    queryFn: ({ signal }) => api.get('/categories/', { signal, lang, schema: CategoryListSchema }),
  })

export const productTypesQuery = (api: ApiClient, lang: Lang, category: string) =>
  queryOptions({
    queryKey: catalogKeys.productTypes(lang, category),
    queryFn: ({ signal }) =>
      api.get('/product-types/', { query: { category }, signal, lang, schema: ProductTypeListSchema }),
    enabled: category !== '',
  })

/** A failure to load attributes yields an empty list (the panel then offers none). */
export const attributesQuery = (api: ApiClient, lang: Lang, productType: string) =>
  queryOptions({
    queryKey: catalogKeys.attributes(lang, productType),
    queryFn: ({ signal }) =>
      api
        .get('/attributes/', {
          query: { product_type: productType },
          signal,
          lang,
          schema: AttributeListSchema,
        })
        .catch((error) => {
          if (signal.aborted) throw error
          console.warn('Error loading attributes', error)
          return [] as Attribute[]
        }),
    enabled: productType !== '',
  })

/** Suppliers with listed products, to name the one a list is narrowed to (docs/product.md#supplier-profiles). */
export const suppliersQuery = (api: ApiClient, lang: Lang, enabled: boolean) =>
  queryOptions({
    queryKey: catalogKeys.suppliers(lang),
    queryFn: ({ signal }) => api.get('/suppliers/', { signal, lang, schema: z.array(SupplierBriefSchema) }),
    enabled,
  })
