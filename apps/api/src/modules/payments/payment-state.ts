import type { OrderStatus } from '@caravanserai/contracts/orders'
import type { PaymentState } from '@caravanserai/contracts/payments'

/**
 * The payment beside an order's status (docs/decisions/027-payment-beside-the-status.md), in
 * cents: what was received, of what total, and how many confirmations wait for an operator.
 */
export type Ledger = { status: OrderStatus; paidCents: number; totalCents: number; waitingProofs: number }

/** The statuses at which a transfer is due: from the buyer's approval of the quote on. */
const DUE_FROM: OrderStatus[] = ['processing', 'shipped', 'delivered', 'completed']

export type Refusal = 'payments.notDue' | 'payments.alreadyPaid' | 'payments.moreThanDue'

/** The state a ledger is in: paid, else a waiting confirmation, else part paid, else unpaid. */
export function stateOf({ paidCents, totalCents, waitingProofs }: Omit<Ledger, 'status'>): PaymentState {
  if (paidCents >= totalCents && totalCents > 0) return 'paid'
  if (waitingProofs > 0) return 'proof_sent'
  return paidCents > 0 ? 'partially_paid' : 'unpaid'
}

/** Whether the buyer may send a transfer confirmation now, and if not, why. */
export function proofRefusal(ledger: Ledger): Refusal | null {
  if (!DUE_FROM.includes(ledger.status)) return 'payments.notDue'
  if (stateOf(ledger) === 'paid') return 'payments.alreadyPaid'
  return null
}

/** Whether an operator may record `cents` received now, and if not, why. */
export function paymentRefusal(ledger: Ledger, cents: number): Refusal | null {
  const refusal = proofRefusal(ledger)
  if (refusal) return refusal
  return ledger.paidCents + cents > ledger.totalCents ? 'payments.moreThanDue' : null
}
