import { NamedSchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { OpsDestinationSchema, type PutLegsInput } from '@caravanserai/contracts/ops-destinations'
import type { NamesInput } from '@caravanserai/contracts/ops-taxonomy'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

/** Query keys of the destinations page, under the console's prefix (keyed by the operator). */
export const opsDestinationKeys = {
  all: (userId: number) => ['ops', userId, 'destinations'] as const,
  list: (userId: number, lang: Lang) => ['ops', userId, 'destinations', lang] as const,
}

export const opsDestinationsQuery = (api: ApiClient, userId: number, lang: Lang) =>
  queryOptions({
    queryKey: opsDestinationKeys.list(userId, lang),
    queryFn: ({ signal }) =>
      api.get('/ops/destinations/', { schema: z.array(OpsDestinationSchema), signal, lang }),
    staleTime: 60_000,
  })

/** POST /destinations/create/, with a name per locale; the new one goes last and is shown. */
export const createDestination = (api: ApiClient, lang: Lang, names: NamesInput) =>
  api.post('/destinations/create/', { name: names }, { schema: NamedSchema, lang })

/** New names (all four), shown or hidden at checkout, or a new place in the list (0 first). */
export type DestinationChange = { names?: NamesInput; is_active?: boolean; position?: number }

export const updateDestination = (api: ApiClient, lang: Lang, id: number, change: DestinationChange) =>
  api.patch(`/ops/destinations/${id}/`, change, { schema: OpsDestinationSchema, lang })

/** PUT /ops/destinations/{id}/legs/: the destination's whole route, in order. */
export const putLegs = (api: ApiClient, lang: Lang, id: number, body: PutLegsInput) =>
  api.put(`/ops/destinations/${id}/legs/`, body, { schema: OpsDestinationSchema, lang })

/** Refused with 409 while orders name it: the server's reason says to hide it instead. */
export const deleteDestination = (api: ApiClient, lang: Lang, id: number) =>
  api.delete(`/ops/destinations/${id}/`, { lang })
