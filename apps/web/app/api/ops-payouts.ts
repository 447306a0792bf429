import type { Lang } from '@caravanserai/contracts/languages'
import {
  PayoutListResponseSchema,
  PayoutSchema,
  type RecordPayoutBody,
  SupplierBalancesSchema,
} from '@caravanserai/contracts/ops-escrow'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/** The query of GET /ops/payouts/: one supplier's payouts or everyone's, a page of them. */
export type PayoutHistoryQuery = { producer?: number; page: number }

/**
 * Query keys of the suppliers' payouts (docs/decisions/043-escrow-ledger.md), under the console's
 * prefix (keyed by the operator): what each supplier is owed, and the transfers made.
 */
export const opsPayoutKeys = {
  all: (userId: number) => ['ops', userId, 'payouts'] as const,
  balances: (userId: number) => ['ops', userId, 'payouts', 'balances'] as const,
  history: (userId: number, query: PayoutHistoryQuery) =>
    ['ops', userId, 'payouts', 'history', query] as const,
}

/** Releases and other operators' payouts change the balances: they go stale quickly. */
const PAYOUTS_STALE_MS = 15_000

/** Every supplier anything was released to, most owed first, with what the shop holds and keeps. */
export const supplierBalancesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: opsPayoutKeys.balances(userId),
    queryFn: ({ signal }) => api.get('/ops/payouts/balances/', { schema: SupplierBalancesSchema, signal }),
    staleTime: PAYOUTS_STALE_MS,
  })

/** The payouts made, newest first, of one supplier or all. */
export const payoutHistoryQuery = (api: ApiClient, userId: number, query: PayoutHistoryQuery) =>
  queryOptions({
    queryKey: opsPayoutKeys.history(userId, query),
    queryFn: ({ signal }) => api.get('/ops/payouts/', { schema: PayoutListResponseSchema, query, signal }),
    staleTime: PAYOUTS_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** A transfer the shop made to a supplier, at most what it is owed. */
export const recordPayout = (api: ApiClient, lang: Lang, body: RecordPayoutBody) =>
  api.post('/ops/payouts/', body, { schema: PayoutSchema, lang })
