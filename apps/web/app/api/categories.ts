import { CategoryListSchema, type CategorySchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

export type Category = z.infer<typeof CategorySchema>

/** Query keys of the catalogue's categories: translated, so keyed by language. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (lang: Lang) => ['categories', lang] as const,
}

export const categoriesQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: categoryKeys.list(lang),
    queryFn: ({ signal }) => api.get('/categories/', { signal, lang, schema: CategoryListSchema }),
  })
