import { z } from 'zod'
import { MESSAGE_FILES_MAX } from './conversation.ts'
import { AttachmentSchema } from './payments.ts'

// Claims (docs/product.md#claims): on a shipped or delivered order, within the claim window, the
// buyer says what is wrong and what they ask for; nothing is released while a claim is open, and
// an operator rejects it, refunds, or sends a replacement (docs/decisions/044-claims.md).

export const CLAIM_REASONS = [
  'not_received',
  'damaged',
  'not_as_described',
  'short_quantity',
  'late',
] as const
export const ClaimReasonSchema = z.enum(CLAIM_REASONS)
export type ClaimReason = z.infer<typeof ClaimReasonSchema>

export const CLAIM_REMEDIES = ['refund', 'partial_refund', 'replacement'] as const
export const ClaimRemedySchema = z.enum(CLAIM_REMEDIES)
export type ClaimRemedy = z.infer<typeof ClaimRemedySchema>

/** open until an operator resolves it: rejected, refunded (part or all), or replaced. */
export const CLAIM_STATES = ['open', 'rejected', 'refunded', 'replaced'] as const
export const ClaimStateSchema = z.enum(CLAIM_STATES)
export type ClaimState = z.infer<typeof ClaimStateSchema>

export const CLAIM_DESCRIPTION_MAX = 5000

const id = z.number().int().min(1).max(2_147_483_647)

/** A line of the order the claim is about, and how many of its units. */
export const ClaimLineBodySchema = z
  .object({ item: id, quantity: z.number().int().min(1).max(1_000_000) })
  .strict()

/**
 * POST /orders/{id}/claims/: evidence uploaded first to POST /orders/{id}/files/, as a message's
 * files are. A claim names at least one line unless the goods never arrived.
 */
export const OpenClaimBodySchema = z
  .object({
    reason: ClaimReasonSchema,
    remedy: ClaimRemedySchema,
    description: z.string().trim().min(1).max(CLAIM_DESCRIPTION_MAX),
    lines: z.array(ClaimLineBodySchema).max(200).default([]),
    files: z.array(id).max(MESSAGE_FILES_MAX).default([]),
  })
  .strict()
  .refine((c) => c.reason === 'not_received' || c.reason === 'late' || c.lines.length > 0, {
    error: 'claims.linesRequired',
    path: ['lines'],
  })
  .refine((c) => new Set(c.lines.map((l) => l.item)).size === c.lines.length, {
    error: 'claims.lineTwice',
    path: ['lines'],
  })
export type OpenClaimBody = z.infer<typeof OpenClaimBodySchema>

export const ClaimLineSchema = z.object({
  item: z.number().int(),
  name: z.string(),
  variation: z.string(),
  quantity: z.number().int(),
  ordered: z.number().int(),
})

/** A claim as its buyer and the operators see it. */
export const ClaimSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  state: ClaimStateSchema,
  reason: ClaimReasonSchema,
  remedy: ClaimRemedySchema,
  description: z.string(),
  lines: z.array(ClaimLineSchema),
  files: z.array(AttachmentSchema),
  opened_at: z.string(),
  /** When an operator first answered, in the order's conversation or by resolving it. */
  first_answered_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  /** Why it was rejected, or the operator's word on the refund or replacement. */
  resolution_note: z.string().nullable(),
  refund_id: z.number().int().nullable(),
  /** The order that ships the replacement. */
  replacement_order: z.nullable(z.object({ id: z.number().int(), order_number: z.string() })),
})
export type Claim = z.infer<typeof ClaimSchema>

/** GET /orders/{id}/claims/: the order's claims, newest first, and whether another may be opened. */
export const OrderClaimsSchema = z.object({
  results: z.array(ClaimSchema),
  /** Open one now: shipped, or delivered within the window, and none open. */
  can_open: z.boolean(),
  /** The last day a claim may be opened; null before delivery. */
  open_until: z.string().nullable(),
})
export type OrderClaims = z.infer<typeof OrderClaimsSchema>
