import { ClaimSchema, type ClaimState, OrderClaimsSchema } from '@caravanserai/contracts/claims'
import type { Lang } from '@caravanserai/contracts/languages'
import { OpsClaimListResponseSchema, type ResolveClaimBody } from '@caravanserai/contracts/ops-claims'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/** The query of GET /ops/claims/: a state (open unless said) and a page, as the API reads them. */
export type OpsClaimQueueQuery = { state: ClaimState; page: number }

/**
 * Query keys of the buyers' claims as operators read them (docs/decisions/044-claims.md), under
 * the console's prefix (keyed by the operator). A claim's lines name products in the page
 * language, so every key carries it.
 */
export const opsClaimKeys = {
  all: (userId: number) => ['ops', userId, 'claims'] as const,
  queue: (userId: number, lang: Lang, query: OpsClaimQueueQuery) =>
    ['ops', userId, 'claims', 'queue', lang, query] as const,
  /** One order's claims, in every language read. */
  orderAll: (userId: number, orderId: number) => ['ops', userId, 'claims', 'order', orderId] as const,
  order: (userId: number, lang: Lang, orderId: number) =>
    ['ops', userId, 'claims', 'order', orderId, lang] as const,
}

/** Buyers open claims and other operators answer them: what the console shows goes stale quickly. */
const CLAIMS_STALE_MS = 15_000

/** The claims queue: open claims oldest first (or every claim of a state), each with its buyer and what is held. */
export const opsClaimQueueQuery = (api: ApiClient, userId: number, lang: Lang, query: OpsClaimQueueQuery) =>
  queryOptions({
    queryKey: opsClaimKeys.queue(userId, lang, query),
    queryFn: ({ signal }) =>
      api.get('/ops/claims/', { schema: OpsClaimListResponseSchema, query, signal, lang }),
    staleTime: CLAIMS_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** One order's claims, newest first. */
export const opsOrderClaimsQuery = (api: ApiClient, userId: number, lang: Lang, orderId: number) =>
  queryOptions({
    queryKey: opsClaimKeys.order(userId, lang, orderId),
    queryFn: ({ signal }) =>
      api.get(`/ops/orders/${orderId}/claims/`, { schema: OrderClaimsSchema, signal, lang }),
    staleTime: CLAIMS_STALE_MS,
  })

/** Rejects a claim with the reason the buyer reads, refunds part or all of what is held, or sends a replacement. */
export const resolveClaim = (
  api: ApiClient,
  lang: Lang,
  orderId: number,
  claimId: number,
  body: ResolveClaimBody,
) => api.post(`/ops/orders/${orderId}/claims/${claimId}/resolve/`, body, { schema: ClaimSchema, lang })
