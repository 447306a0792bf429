import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsDestination } from '@caravanserai/contracts/ops-destinations'
import type { NamesInput } from '@caravanserai/contracts/ops-taxonomy'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../lib/api-client.ts'

/** Query keys of the destinations page, under the console's (ops-queries.ts). */
export const destinationKeys = {
  all: (userId: number) => ['ops', userId, 'destinations'] as const,
  list: (userId: number, lang: Lang) => ['ops', userId, 'destinations', lang] as const,
}

export const destinationsQuery = (api: ApiClient, userId: number, lang: Lang) =>
  queryOptions({
    queryKey: destinationKeys.list(userId, lang),
    queryFn: ({ signal }) => api.get<OpsDestination[]>('/ops/destinations/', { signal, lang }),
    staleTime: 60_000,
  })

/** POST /destinations/create/, with a name per locale; the new one goes last and is shown. */
export const createDestination = (api: ApiClient, lang: Lang, names: NamesInput) =>
  api.post<{ id: number; name: string }>('/destinations/create/', { name: names }, { lang })

/** New names (all four), shown or hidden at checkout, or a new place in the list (0 first). */
export type DestinationChange = { names?: NamesInput; is_active?: boolean; position?: number }

export const updateDestination = (api: ApiClient, lang: Lang, id: number, change: DestinationChange) =>
  api.patch<OpsDestination>(`/ops/destinations/${id}/`, change, { lang })

/** Refused with 409 while orders name it: the server's reason says to hide it instead. */
export const deleteDestination = (api: ApiClient, lang: Lang, id: number) =>
  api.delete<unknown>(`/ops/destinations/${id}/`, { lang })
