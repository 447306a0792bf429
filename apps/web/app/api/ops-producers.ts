import {
  type OpsProducerListQuerySchema,
  OpsProducerListResponseSchema,
} from '@caravanserai/contracts/ops-catalog'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

/** The query of GET /ops/producers/: a search and a page, as the API reads them. */
export type ProducersQuery = z.infer<typeof OpsProducerListQuerySchema>

/**
 * Query keys of the producers (suppliers) in the console, under the console's prefix (keyed by
 * the operator): the suppliers' list and the product editor's suggestions read the same pages.
 */
export const producerKeys = {
  all: (userId: number) => ['ops', userId, 'producers'] as const,
  list: (userId: number, query: ProducersQuery) => ['ops', userId, 'producers', query] as const,
}

/** Producers whose name contains the search, a page of them. `quiet` where a failure costs nothing. */
export const producersQuery = (
  api: ApiClient,
  userId: number,
  query: ProducersQuery,
  { quiet = false } = {},
) =>
  queryOptions({
    queryKey: producerKeys.list(userId, query),
    queryFn: ({ signal }) =>
      api.get('/ops/producers/', { schema: OpsProducerListResponseSchema, query, signal, quiet }),
    // Other operators edit the same suppliers.
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  })
