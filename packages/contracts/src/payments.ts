import { z } from 'zod'
import { CurrencyCodeSchema } from './currencies.ts'
import { BankAccountSchema } from './ops-seller.ts'

// Payment by bank transfer (docs/product.md#payment-by-bank-transfer): after approving the quote
// the buyer transfers the total to the seller's account, uploads the bank's confirmation, and an
// operator marks the money received. The payment state sits beside the order's status
// (docs/decisions/027-payment-beside-the-status.md).

/**
 * unpaid: nothing received and no confirmation waiting; proof_sent: a confirmation waits for an
 * operator; partially_paid: some of the total received; paid: all of it.
 */
export const PAYMENT_STATES = ['unpaid', 'proof_sent', 'partially_paid', 'paid'] as const
export const PaymentStateSchema = z.enum(PAYMENT_STATES)
export type PaymentState = z.infer<typeof PaymentStateSchema>

/** A confirmation waits, is accepted with the payment it shows, or sent back for a correction. */
export const PROOF_STATES = ['pending', 'accepted', 'rejected'] as const
export const ProofStateSchema = z.enum(PROOF_STATES)
export type ProofState = z.infer<typeof ProofStateSchema>

/** What a transfer confirmation or a message's attachment may weigh. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
/** The kinds accepted, judged by the file's content; for the file picker's `accept`. */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const

/** A stored file as its owner and the operators see it (never public). */
export const AttachmentSchema = z.object({
  id: z.number().int(),
  /** The name it was uploaded with, for the download. */
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  download_url: z.string(),
})
export type Attachment = z.infer<typeof AttachmentSchema>

/** A transfer confirmation the buyer uploaded. */
export const PaymentProofSchema = z.object({
  id: z.number().int(),
  state: ProofStateSchema,
  file: AttachmentSchema,
  created_at: z.string(),
  /** Why an operator sent it back (shown to the buyer). */
  rejection_reason: z.string().nullable(),
})
export type PaymentProof = z.infer<typeof PaymentProofSchema>

/** Money an operator recorded as received. */
export const PaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** The day the money reached the account, YYYY-MM-DD. */
  received_on: z.string(),
  created_at: z.string(),
})
export type Payment = z.infer<typeof PaymentSchema>

/** The seller's account for the order's currency, as the proforma invoice gives it. */
export const PaymentInstructionsSchema = BankAccountSchema.extend({
  /** What to write as the transfer's reference: the proforma's number and the order's. */
  reference: z.string(),
})
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>

/** The payment part of an order (buyer and operator): its state, what is due and how to pay. */
export const OrderPaymentSchema = z.object({
  state: PaymentStateSchema,
  /** The order's settlement currency: every amount here is in it (docs/decisions/046-settlement-currency.md). */
  currency: CurrencyCodeSchema,
  amount_paid: z.number(),
  /** total_amount − amount_paid; 0 once paid. */
  amount_due: z.number(),
  /** Null until the quote is approved. */
  instructions: z.nullable(PaymentInstructionsSchema),
  proofs: z.array(PaymentProofSchema),
  payments: z.array(PaymentSchema),
  /** Whether the buyer may upload a confirmation now. */
  can_send_proof: z.boolean(),
})
export type OrderPayment = z.infer<typeof OrderPaymentSchema>

export const FileParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  fileId: z.coerce.number().int().min(1).max(2_147_483_647),
})
