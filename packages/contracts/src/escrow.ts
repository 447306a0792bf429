import { z } from 'zod'
import { CurrencyCodeSchema } from './currencies.ts'
import { OrderDocumentSchema } from './documents.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'
import { MoneyAmountSchema, MoneyDaySchema } from './payments.ts'

// Trade assurance (docs/product.md#trade-assurance): money received for an order is held by the
// shop, released to the suppliers when the buyer confirms receipt or the claim window closes with
// no claim open, or refunded; suppliers are paid out what was released to them
// (docs/decisions/043-escrow-ledger.md).

/** What the ledger records: money in, money out to the buyer, and each supplier's share and payout. */
export const ESCROW_ENTRY_KINDS = ['received', 'released', 'refunded', 'paid_out'] as const
export type EscrowEntryKind = (typeof ESCROW_ENTRY_KINDS)[number]

/** Days after delivery a claim may be opened; held money is released when they end. */
export const CLAIM_WINDOW_DAYS_DEFAULT = 14

/** A bank's reference of a transfer the shop sent. */
export const BANK_REFERENCE_MAX = 100

const id = z.number().int().min(1).max(2_147_483_647)

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

/** POST /ops/orders/{id}/refunds/: money sent back, at most what is held. */
export const RecordRefundBodySchema = z
  .object({
    amount: MoneyAmountSchema,
    refunded_on: MoneyDaySchema,
    bank_reference: z.string().trim().min(1).max(BANK_REFERENCE_MAX),
  })
  .strict()
export type RecordRefundBody = z.infer<typeof RecordRefundBodySchema>

/** A supplier as the payouts page names it. */
export const PayeeSchema = z.object({ id: z.number().int(), name: z.string() })

/** What the shop owes a supplier in one currency: released to it, less what was paid out. */
export const SupplierBalanceSchema = z.object({
  producer: PayeeSchema,
  currency: CurrencyCodeSchema,
  released: z.number(),
  paid_out: z.number(),
  owed: z.number(),
})
export type SupplierBalance = z.infer<typeof SupplierBalanceSchema>

/** The shop's own ledger totals in one currency. */
export const LedgerTotalsSchema = z.object({
  currency: CurrencyCodeSchema,
  /** Held for orders not yet released or refunded, across the shop. */
  held: z.number(),
  /** Released for shipping and goods of no supplier: the shop's own. */
  kept: z.number(),
})

/**
 * GET /ops/payouts/balances/: every supplier anything was ever released to, a row per currency,
 * most owed first; `held` and `kept` are the dollar ledger's, `by_currency` every currency's.
 */
export const SupplierBalancesSchema = z.object({
  results: z.array(SupplierBalanceSchema),
  held: z.number(),
  kept: z.number(),
  by_currency: z.array(LedgerTotalsSchema),
})
export type SupplierBalances = z.infer<typeof SupplierBalancesSchema>

export const PAYOUTS_PAGE_SIZE = 20
export const PayoutListQuerySchema = z.object({
  ...pageQuerySchema(PAYOUTS_PAGE_SIZE),
  producer: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
})

/** A transfer the shop made to a supplier. */
export const PayoutSchema = z.object({
  id: z.number().int(),
  producer: PayeeSchema,
  currency: CurrencyCodeSchema,
  amount: z.number(),
  paid_on: z.string(),
  bank_reference: z.string(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
})
export type Payout = z.infer<typeof PayoutSchema>
export const PayoutListResponseSchema = pagedSchema(PayoutSchema)
export type PayoutListResponse = z.infer<typeof PayoutListResponseSchema>

/** POST /ops/payouts/: at most what the supplier is owed. */
export const RecordPayoutBodySchema = z
  .object({
    producer: id,
    /** Out of what was released to the supplier in this currency. */
    currency: CurrencyCodeSchema.default('USD'),
    amount: MoneyAmountSchema,
    paid_on: MoneyDaySchema,
    bank_reference: z.string().trim().min(1).max(BANK_REFERENCE_MAX),
  })
  .strict()
export type RecordPayoutBody = z.infer<typeof RecordPayoutBodySchema>
