import { z } from 'zod'
import { ClaimSchema, ClaimStateSchema } from './claims.ts'
import { CurrencyCodeSchema } from './currencies.ts'
import { BANK_REFERENCE_MAX } from './ops-escrow.ts'
import { MoneyAmountSchema, MoneyDaySchema } from './ops-payments.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'

// Operator console (docs/product.md#claims): the queue of claims, and an operator's resolution of
// one: rejected, refunded, or replaced (docs/decisions/044-claims.md). Staff only.

export const CLAIM_RESOLUTION_MAX = 1000
/** The hours within which an operator should first answer an open claim. */
export const CLAIM_FIRST_ANSWER_HOURS = 48

export const CLAIMS_PAGE_SIZE = 20
/** GET /ops/claims/: the queue, oldest open claim first; or every claim of a state. */
export const OpsClaimListQuerySchema = z.object({
  ...pageQuerySchema(CLAIMS_PAGE_SIZE),
  state: ClaimStateSchema.default('open'),
})

export const OpsClaimSchema = ClaimSchema.extend({
  buyer: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  /** What the order holds now, in `currency`: the most a refund may be. */
  held: z.number(),
  /** The order's settlement currency, which `held` is in (docs/decisions/046-settlement-currency.md). */
  currency: CurrencyCodeSchema,
  /** Open and not answered within CLAIM_FIRST_ANSWER_HOURS. */
  overdue: z.boolean(),
})
export type OpsClaim = z.infer<typeof OpsClaimSchema>
export const OpsClaimListResponseSchema = pagedSchema(OpsClaimSchema)
export type OpsClaimListResponse = z.infer<typeof OpsClaimListResponseSchema>

/** POST /ops/orders/{id}/claims/{claimId}/resolve/: one of three outcomes. */
export const ResolveClaimBodySchema = z.discriminatedUnion('outcome', [
  z
    .object({ outcome: z.literal('rejected'), note: z.string().trim().min(1).max(CLAIM_RESOLUTION_MAX) })
    .strict(),
  z
    .object({
      outcome: z.literal('refunded'),
      amount: MoneyAmountSchema,
      refunded_on: MoneyDaySchema,
      bank_reference: z.string().trim().min(1).max(BANK_REFERENCE_MAX),
      note: z.string().trim().max(CLAIM_RESOLUTION_MAX).optional(),
    })
    .strict(),
  z
    .object({ outcome: z.literal('replaced'), note: z.string().trim().max(CLAIM_RESOLUTION_MAX).optional() })
    .strict(),
])
export type ResolveClaimBody = z.infer<typeof ResolveClaimBodySchema>

export const ClaimParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  claimId: z.coerce.number().int().min(1).max(2_147_483_647),
})
