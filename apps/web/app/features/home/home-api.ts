import { DestinationListSchema, type DestinationSchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../../lib/api-client.ts'

export type Destination = z.infer<typeof DestinationSchema>

export const homeKeys = {
  destinations: (lang: Lang) => ['destinations', lang] as const,
}

export const destinationsQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: homeKeys.destinations(lang),
    queryFn: ({ signal }) => api.get('/destinations/', { signal, lang, schema: DestinationListSchema }),
  })

/** The destinations carousel loops over its list written out three times. */
export function tripled<T>(items: T[]): T[] {
  return [...items, ...items, ...items]
}
