import { z } from 'zod'

// Operator console (docs/product.md#payment-by-bank-transfer): an operator records money received
// for an order, or sends a transfer confirmation back for a correction. Staff only. The amounts and
// days an operator records elsewhere (refunds, payouts, claims) take the same schemas.

/** A day no later than today where the world is furthest ahead (UTC+14): money cannot move later. */
export const MoneyDaySchema = z.iso
  .date({ error: 'payments.dateInvalid' })
  .refine((day) => day <= new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10), {
    error: 'payments.dateInvalid',
  })

/**
 * An amount of money an operator records, in the order's (or the payout's) currency: positive, in
 * cents, at most ten billion (a dollar amount's hundred million in a currency of a hundred per dollar).
 */
export const MoneyAmountSchema = z.number().positive().max(10_000_000_000).multipleOf(0.01)

/** POST /ops/orders/{id}/payments/: money received (all of what is due, or part of it). */
export const RecordPaymentBodySchema = z
  .object({
    amount: MoneyAmountSchema,
    received_on: MoneyDaySchema,
    /** The confirmation this payment answers; it is marked accepted. */
    proof: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .strict()
export type RecordPaymentBody = z.infer<typeof RecordPaymentBodySchema>

/** POST /ops/orders/{id}/payment-proofs/{proofId}/reject/: asks the buyer for a correction. */
export const RejectProofBodySchema = z.object({ reason: z.string().trim().min(1).max(1000) }).strict()
export type RejectProofBody = z.infer<typeof RejectProofBodySchema>

export const ProofParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  proofId: z.coerce.number().int().min(1).max(2_147_483_647),
})
