import { type CurrenciesResponse, CurrenciesResponseSchema } from '@caravanserai/contracts/currencies'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

export type Currencies = CurrenciesResponse

/**
 * Operators enter a rate a day at most, from a day on (docs/decisions/045-currencies.md): an hour
 * old is fresh enough to show, and the answer stays cached for the browser's whole visit.
 */
const RATES_STALE_MS = 60 * 60 * 1000
const RATES_KEPT_MS = 24 * 60 * 60 * 1000

/** Query keys of the currencies and their rates in force: the same in every language. */
export const currencyKeys = {
  all: ['currencies'] as const,
  list: () => ['currencies', 'list'] as const,
}

/**
 * Every currency the shop shows, with the rate in force (null: none yet). Quiet: without rates
 * prices show in US dollars with a note, never a failure toast.
 */
export const currenciesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: currencyKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/currencies/', { signal, quiet: true, schema: CurrenciesResponseSchema }),
    staleTime: RATES_STALE_MS,
    gcTime: RATES_KEPT_MS,
  })
