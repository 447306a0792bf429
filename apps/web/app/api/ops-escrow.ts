import { OrderEscrowSchema } from '@caravanserai/contracts/escrow'
import type { Lang } from '@caravanserai/contracts/languages'
import type { RecordRefundBody } from '@caravanserai/contracts/ops-escrow'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of the escrow as operators read it (docs/decisions/043-escrow-ledger.md), under the
 * console's prefix (keyed by the operator). The answer names no product, so no language.
 */
export const opsEscrowKeys = {
  all: (userId: number) => ['ops', userId, 'escrow'] as const,
  order: (userId: number, orderId: number) => ['ops', userId, 'escrow', 'order', orderId] as const,
}

/** Claims, refunds and releases move the money while the page is open: what it shows goes stale quickly. */
const ESCROW_STALE_MS = 15_000

/** Where one order's money is: received, held, released, refunded, what a cancellation owes, the refunds. */
export const opsOrderEscrowQuery = (api: ApiClient, userId: number, orderId: number) =>
  queryOptions({
    queryKey: opsEscrowKeys.order(userId, orderId),
    queryFn: ({ signal }) => api.get(`/ops/orders/${orderId}/escrow/`, { schema: OrderEscrowSchema, signal }),
    staleTime: ESCROW_STALE_MS,
  })

/** Money sent back to the buyer of a cancelled order; answers the escrow with the refund and its credit note. */
export const recordRefund = (api: ApiClient, lang: Lang, orderId: number, body: RecordRefundBody) =>
  api.post(`/ops/orders/${orderId}/refunds/`, body, { schema: OrderEscrowSchema, lang })
