import { z } from 'zod'
import { CurrencyCodeSchema } from './currencies.ts'
import { OrderDocumentSchema } from './documents.ts'

// Trade assurance (docs/product.md#trade-assurance): money received for an order is held by the
// shop, released to the suppliers when the buyer confirms receipt or the claim window closes with
// no claim open, or refunded; suppliers are paid out what was released to them
// (docs/decisions/043-escrow-ledger.md).

/** What the ledger records: money in, money out to the buyer, and each supplier's share and payout. */
export const ESCROW_ENTRY_KINDS = ['received', 'released', 'refunded', 'paid_out'] as const
export type EscrowEntryKind = (typeof ESCROW_ENTRY_KINDS)[number]

/** Days after delivery a claim may be opened; held money is released when they end. */
export const CLAIM_WINDOW_DAYS_DEFAULT = 14

/** Money sent back to the buyer, and the credit note that records it. */
export const RefundSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** The day the transfer left the shop's account, YYYY-MM-DD. */
  refunded_on: z.string(),
  bank_reference: z.string(),
  /** The claim it settles; null for a cancelled order's refund. */
  claim_id: z.number().int().nullable(),
  credit_note: OrderDocumentSchema,
})
export type Refund = z.infer<typeof RefundSchema>

/** GET /orders/{id}/escrow/ (buyer and operator): where the order's money is. */
export const OrderEscrowSchema = z.object({
  /** The order's settlement currency: the ledger's amounts are in it (docs/decisions/046-settlement-currency.md). */
  currency: CurrencyCodeSchema,
  received: z.number(),
  /** Received and neither released nor refunded. */
  held: z.number(),
  released: z.number(),
  refunded: z.number(),
  /** What a cancelled order owes its buyer until a refund records it; 0 otherwise. */
  refund_due: z.number(),
  /**
   * The last day of the claim window (delivery + the window's days), after which what is held is
   * released unless a claim is open; null before delivery and once nothing is held.
   */
  release_on: z.string().nullable(),
  /** Whether a claim is open now: nothing is released while one is. */
  claim_open: z.boolean(),
  refunds: z.array(RefundSchema),
})
export type OrderEscrow = z.infer<typeof OrderEscrowSchema>
