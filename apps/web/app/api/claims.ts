import { ClaimSchema, type OpenClaimBody, OrderClaimsSchema } from '@caravanserai/contracts/claims'
import type { Lang } from '@caravanserai/contracts/languages'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'
import { escrowKeys } from './escrow.ts'
import { ordersChanged } from './orders.ts'

/**
 * Query keys of the buyer's claims (docs/decisions/044-claims.md). Signed-in answers carry the
 * user id right after the resource; a claim's words are shown as the buyer and the operators
 * wrote them, so the answer carries no language.
 */
export const claimsKeys = {
  all: ['claims'] as const,
  orders: (userId: number) => ['claims', userId] as const,
  order: (userId: number, orderId: number) => ['claims', userId, orderId] as const,
}

/** An order's claims, newest first, and whether and until when another may be opened. */
export const orderClaimsQuery = (api: ApiClient, userId: number, orderId: number) =>
  queryOptions({
    queryKey: claimsKeys.order(userId, orderId),
    queryFn: ({ signal }) =>
      api.get(`/orders/${orderId}/claims/`, { signal, quiet: true, schema: OrderClaimsSchema }),
    staleTime: 0,
  })

/**
 * Opens a claim on the order, its evidence uploaded first (`uploadOrderFile`). Quiet: the form
 * shows the server's words under its fields.
 */
export const openClaim = (api: ApiClient, lang: Lang, orderId: number, body: OpenClaimBody) =>
  api.post(`/orders/${orderId}/claims/`, body, { lang, quiet: true, schema: ClaimSchema })

/**
 * A claim opened: the order's claims, and its money (nothing is released while a claim is open)
 * are read again, and so is the order, whose `claim_open` changed, in every list it is in.
 */
export function claimOpened(queryClient: QueryClient, userId: number, orderId: number): void {
  void queryClient.invalidateQueries({ queryKey: claimsKeys.order(userId, orderId) })
  void queryClient.invalidateQueries({ queryKey: escrowKeys.order(userId, orderId) })
  ordersChanged(queryClient, userId)
}

/**
 * The buyer marked the order received or completed it: the day its money is released and the day
 * a claim may be opened until moved with it, or the money was released and no claim may be
 * opened, so its escrow and its claims are read again.
 */
export function claimWindowMoved(queryClient: QueryClient, userId: number, orderId: number): void {
  void queryClient.invalidateQueries({ queryKey: claimsKeys.order(userId, orderId) })
  void queryClient.invalidateQueries({ queryKey: escrowKeys.order(userId, orderId) })
}
