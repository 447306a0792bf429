import { DestinationListSchema, type DestinationSchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

export type Destination = z.infer<typeof DestinationSchema>

/** Query keys of the shipping destinations shown at checkout: translated, so keyed by language. */
export const destinationKeys = {
  all: ['destinations'] as const,
  list: (lang: Lang) => ['destinations', lang] as const,
}

export const destinationsQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: destinationKeys.list(lang),
    queryFn: ({ signal }) => api.get('/destinations/', { signal, lang, schema: DestinationListSchema }),
  })
