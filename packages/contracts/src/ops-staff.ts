import { z } from 'zod'
import { PASSWORD_MAX_LENGTH } from './account-limits.ts'
import { NewPasswordSchema, StaffRoleSchema } from './accounts.ts'
import { LANGS } from './languages.ts'

// Staff and roles (docs/product.md#staff-and-roles): who may use the console, and as what. Every
// /ops/staff/ call is an admin's; accepting an invitation is public, with the emailed link.

/** Invitations an admin may send (or resend) in an hour. */
export const STAFF_INVITES_PER_HOUR = 20

const name = z.string().trim().min(1).max(150)
// Its own enum, not languages.ts's LangSchema: using that one here would keep it, and zod, in the
// languages chunk every page loads (docs/decisions/014-operator-console.md).
const EmailLanguageSchema = z.enum(LANGS)

/** GET /ops/staff/: one staff member; `invitation` is set while they have not accepted yet. */
export const StaffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: StaffRoleSchema,
  /** When they became staff (the invitation, or the account for those made staff otherwise). */
  since: z.string(),
  invitation: z.nullable(
    z.object({
      /** When the last link sent stops working; in the past once it has. */
      expires_at: z.string(),
      expired: z.boolean(),
    }),
  ),
})
export type StaffMember = z.infer<typeof StaffMemberSchema>

/** Admins first, then operators; by name within each. */
export const StaffListSchema = z.object({ results: z.array(StaffMemberSchema) })
export type StaffList = z.infer<typeof StaffListSchema>

/** POST /ops/staff/invitations/: `language` is the email's (the request's when left out). */
export const StaffInviteBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    role: StaffRoleSchema,
    first_name: name,
    last_name: z.optional(z.string().trim().max(150)),
    language: z.optional(EmailLanguageSchema),
  })
  .strict()
export type StaffInviteBody = z.infer<typeof StaffInviteBodySchema>

/** POST /ops/staff/{id}/invitation/: the link again, in the language asked for. */
export const StaffResendBodySchema = z.object({ language: z.optional(EmailLanguageSchema) }).strict()
export type StaffResendBody = z.infer<typeof StaffResendBodySchema>

/** PATCH /ops/staff/{id}/. */
export const StaffRoleBodySchema = z.object({ role: StaffRoleSchema }).strict()
export type StaffRoleBody = z.infer<typeof StaffRoleBodySchema>

/**
 * POST /accounts/staff-invite/confirm/: the invited person's names and password, with the link's
 * uid and token; a confirm_password, when sent, must match (as on the reset form).
 */
export const StaffInviteConfirmBodySchema = z
  .object({
    uid: z.string().min(1).max(64),
    token: z.string().min(1).max(256),
    first_name: name,
    last_name: z.optional(z.string().trim().max(150)),
    password: NewPasswordSchema,
    confirm_password: z.optional(z.string().max(PASSWORD_MAX_LENGTH)),
  })
  .strict()
  .refine((body) => body.confirm_password === undefined || body.confirm_password === body.password, {
    path: ['confirm_password'],
    message: 'accounts.passwordsDoNotMatch',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
export type StaffInviteConfirmBody = z.infer<typeof StaffInviteConfirmBodySchema>
