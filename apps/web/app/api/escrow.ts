import { type OrderEscrow, OrderEscrowSchema } from '@caravanserai/contracts/escrow'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of where an order's money is (docs/decisions/043-escrow-ledger.md). Signed-in
 * answers carry the user id right after the resource; nothing in the answer is translated.
 */
export const escrowKeys = {
  all: ['escrow'] as const,
  orders: (userId: number) => ['escrow', userId] as const,
  order: (userId: number, orderId: number) => ['escrow', userId, orderId] as const,
}

/**
 * What the buyer's order holds, released and refunded, with each refund's credit note. Money
 * moves by the operators' hand, so it is read again on every visit; the panel shows its own
 * failure, so no generic toast.
 */
export const orderEscrowQuery = (api: ApiClient, userId: number, orderId: number) =>
  queryOptions({
    queryKey: escrowKeys.order(userId, orderId),
    queryFn: ({ signal }) =>
      api.get(`/orders/${orderId}/escrow/`, { signal, quiet: true, schema: OrderEscrowSchema }),
    staleTime: 0,
  })

/**
 * What the escrow says of a cancelled order's money: what is still to be returned to the buyer
 * (`refund_due`), else, once the refunds are recorded, what was refunded; null when neither.
 */
export function cancelledMoney(escrow: OrderEscrow): { key: 'refund' | 'refunded'; amount: number } | null {
  if (escrow.refund_due > 0) return { key: 'refund', amount: escrow.refund_due }
  if (escrow.refunded > 0) return { key: 'refunded', amount: escrow.refunded }
  return null
}
