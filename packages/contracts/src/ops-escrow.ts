import { z } from 'zod'
import { CurrencyCodeSchema } from './currencies.ts'
import { MoneyAmountSchema, MoneyDaySchema } from './ops-payments.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'

// Operator console (docs/product.md#trade-assurance): the refunds an operator records for an
// order, and what the shop owes and pays out to its suppliers (docs/decisions/043-escrow-ledger.md).
// Staff only.

/** A bank's reference of a transfer the shop sent. */
export const BANK_REFERENCE_MAX = 100

const id = z.number().int().min(1).max(2_147_483_647)

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
