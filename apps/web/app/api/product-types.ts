import { ProductTypeListSchema, type ProductTypeSchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

export type ProductType = z.infer<typeof ProductTypeSchema>

/** Query keys of a category's product types: translated, so keyed by language. */
export const productTypeKeys = {
  all: ['product-types'] as const,
  list: (lang: Lang, category: string) => ['product-types', lang, category] as const,
}

export const productTypesQuery = (api: ApiClient, lang: Lang, category: string) =>
  queryOptions({
    queryKey: productTypeKeys.list(lang, category),
    queryFn: ({ signal }) =>
      api.get('/product-types/', { query: { category }, signal, lang, schema: ProductTypeListSchema }),
    enabled: category !== '',
  })
