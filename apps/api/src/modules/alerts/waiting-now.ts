import type { WaitingNow } from '@caravanserai/contracts/ops-alerts'
import type { Db } from '../../db/client.ts'
import { countOpenClaims } from '../claims/claims-queries.ts'
import { unreadMessages } from '../conversation/conversation.ts'
import { countQueue } from '../orders/order-queue-queries.ts'

/**
 * What waits for the operators now, by alert kind, as the order queue and the unread badge count
 * it (docs/product.md#staff-alerts): orders to quote, approved orders to ship, transfer
 * confirmations to check, the buyers' messages `staffId` has not read, with their orders, and
 * the claims waiting for an answer.
 */
export async function waitingNow(db: Db, staffId: number): Promise<WaitingNow> {
  const queue = await countQueue(db, {})
  const unread = await unreadMessages(db, { side: 'staff', userId: staffId })
  return {
    waiting: {
      order_requested: queue.by_status.pending_shipping,
      quote_approved: queue.by_status.processing,
      proof_sent: queue.proofs_waiting,
      buyer_message: unread.total,
      claim_opened: await countOpenClaims(db),
    },
    unread_orders: unread.orders,
  }
}
