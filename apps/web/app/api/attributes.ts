import { AttributeListSchema, type AttributeSchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

export type Attribute = z.infer<typeof AttributeSchema>

/** Query keys of a product type's attributes: translated, so keyed by language. */
export const attributeKeys = {
  all: ['attributes'] as const,
  list: (lang: Lang, productType: string) => ['attributes', lang, productType] as const,
}

/** A failure to load attributes yields an empty list (the panel then offers none). */
export const attributesQuery = (api: ApiClient, lang: Lang, productType: string) =>
  queryOptions({
    queryKey: attributeKeys.list(lang, productType),
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
