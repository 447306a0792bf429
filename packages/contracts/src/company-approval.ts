import { z } from 'zod'

// A company's approval of an order above its limits (docs/decisions/058-company-approval-and-limits.md).

export const APPROVAL_REASONS = ['threshold', 'monthly_limit'] as const
export const ApprovalReasonSchema = z.enum(APPROVAL_REASONS)

const PersonSchema = z.object({ id: z.number().int(), name: z.string() })

/**
 * On an order: the request waiting for an approver (or that waited, once approved), who asked,
 * why, and the amount it is measured against; null when none was needed.
 */
export const CompanyApprovalSchema = z.nullable(
  z.object({
    requested_at: z.string(),
    requested_by: z.nullable(PersonSchema),
    reason: ApprovalReasonSchema,
    /** The company's threshold or the person's monthly limit as it is now, in dollars; null if since removed. */
    limit: z.nullable(z.string()),
    /** Still waiting: the quote does not count until an approver approves it. */
    waiting: z.boolean(),
  }),
)
export type CompanyApproval = z.infer<typeof CompanyApprovalSchema>

export const APPROVAL_REJECTION_MAX = 2000

/** POST /orders/{id}/approval/reject/: why the approver does not approve, for the colleague who asked. */
export const RejectApprovalBodySchema = z
  .object({
    reason: z.string().trim().min(1, { error: 'orders.approvalReasonRequired' }).max(APPROVAL_REJECTION_MAX),
  })
  .strict()
export type RejectApprovalBody = z.infer<typeof RejectApprovalBodySchema>
