import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  type RateBody,
  RateEntrySchema,
  RateHistoryResponseSchema,
  RatesUploadResponseSchema,
  SettlementCurrenciesResponseSchema,
} from '@caravanserai/contracts/ops-currencies'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'
import { currenciesQuery, currencyKeys } from './currencies.ts'

// The rates operators keep (docs/decisions/045-currencies.md): units of a currency per US dollar,
// each in force from a day on, set one at a time or from a CSV file.

/** The query of GET /ops/currencies/rates/: one currency's rates or every one, a page of them. */
export type RateHistoryQuery = { currency?: Currency; page: number }

/** Rates in the history's page: the console asks for it, whatever the API's default. */
export const RATE_HISTORY_PAGE_SIZE = 20

/** Query keys of the rates' history, under the console's prefix (keyed by the operator). */
export const opsCurrencyKeys = {
  all: (userId: number) => ['ops', userId, 'currencies'] as const,
  history: (userId: number, query: RateHistoryQuery) =>
    ['ops', userId, 'currencies', 'history', query] as const,
  settlement: (userId: number) => ['ops', userId, 'currencies', 'settlement'] as const,
}

/** What the page shows is what buyers are converted at: read again on every visit. */
const RATES_STALE_MS = 15_000

/**
 * Every currency the shop shows with its rate in force today, null where none is set yet: the
 * storefront's own read of GET /currencies/ (one answer under one key), fresher.
 */
export const ratesInForceQuery = (api: ApiClient) => ({ ...currenciesQuery(api), staleTime: RATES_STALE_MS })

/** The rates entered, newest effective day first, of one currency or all. */
export const rateHistoryQuery = (api: ApiClient, userId: number, query: RateHistoryQuery) =>
  queryOptions({
    queryKey: opsCurrencyKeys.history(userId, query),
    queryFn: ({ signal }) =>
      api.get('/ops/currencies/rates/', {
        schema: RateHistoryResponseSchema,
        query: { ...query, page_size: RATE_HISTORY_PAGE_SIZE },
        signal,
      }),
    staleTime: RATES_STALE_MS,
    placeholderData: keepPreviousData,
  })

/**
 * What a quote may be settled in today, the dollar first, each with the rate it would fix
 * (docs/decisions/046-settlement-currency.md): kept under the rates' prefix, so a rate written
 * here is offered at once.
 */
export const settlementCurrenciesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: opsCurrencyKeys.settlement(userId),
    queryFn: ({ signal }) =>
      api.get('/ops/currencies/settlement/', { schema: SettlementCurrenciesResponseSchema, signal }),
    staleTime: RATES_STALE_MS,
  })

/** A rate of one currency from a day on (today when the body leaves it out). */
export const setRate = (api: ApiClient, lang: Lang, body: RateBody) =>
  api.post('/ops/currencies/rates/', body, { schema: RateEntrySchema, lang })

/** A CSV file takes longer to send than a form. */
const UPLOAD_TIMEOUT_MS = 60_000

/**
 * Sends a CSV file of rates, written all or none. Quiet: a refused file (400, naming its line)
 * is shown by the page beside the file, not as a notice.
 */
export function uploadRates(api: ApiClient, lang: Lang, file: File) {
  const form = new FormData()
  form.append('file', file)
  return api.post('/ops/currencies/rates/upload/', form, {
    schema: RatesUploadResponseSchema,
    lang,
    quiet: true,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  })
}

/** After a rate is written: the history, and every public read of the rates in force. */
export function refreshRates(queryClient: QueryClient, userId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: opsCurrencyKeys.all(userId) }),
    queryClient.invalidateQueries({ queryKey: currencyKeys.all }),
  ])
}
