import { z } from 'zod'
import { NewPasswordSchema } from './accounts.ts'
import { companyCountry as country, companyText as text } from './company-details.ts'
import { COMPANY_LIMITS } from './company-limits.ts'
import { COMPANY_ROLES } from './company-roles.ts'
import { LANGS } from './languages.ts'

/**
 * A company's management (docs/decisions/056-companies-are-the-buyer.md): its details, its
 * people and their roles, invitations by email, and the company a session acts for. Messages
 * are keys the API renders in the request language (apps/api/src/i18n/locales/companies).
 */

/** Invitations an owner may send in an hour (docs/decisions/008). */
export const COMPANY_INVITES_PER_HOUR = 20

export const CompanyRoleSchema = z.enum(COMPANY_ROLES, { error: 'companies.roleInvalid' })

/** Dollars as decimal text with at most two places (`"2500"`, `"99.90"`), never a float. */
const dollars = /* @__NO_SIDE_EFFECTS__ */ (key: string) =>
  z
    .string({ error: key })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, key)

/** GET /company/: the company the session acts for, and the person's place in it. */
export const CompanySchema = z.object({
  id: z.number().int(),
  /** null: one person buying for themselves; documents then name the person. */
  legal_name: z.string().nullable(),
  tax_id: z.string(),
  registration_number: z.string(),
  legal_address: z.string(),
  country: z.string().nullable(),
  /** Orders above this many dollars wait for an approver; null: none do. */
  approval_threshold: z.string().nullable(),
  is_personal: z.boolean(),
  /** The signed-in person's role. */
  role: CompanyRoleSchema,
  created_at: z.string(),
})
export type Company = z.infer<typeof CompanySchema>

/** PATCH /company/ (an owner's): any subset; only what is sent changes. */
export const UpdateCompanyBodySchema = z
  .object({
    /** Blank or null: a person buying for themselves again. */
    legal_name: text(COMPANY_LIMITS.legal_name)
      .nullable()
      .transform((s) => s || null)
      .optional(),
    tax_id: text(COMPANY_LIMITS.tax_id).optional(),
    registration_number: text(COMPANY_LIMITS.registration_number).optional(),
    legal_address: text(COMPANY_LIMITS.legal_address).optional(),
    country: country().nullable().optional(),
    approval_threshold: dollars('companies.thresholdInvalid')
      .refine((s) => Number(s) > 0, 'companies.thresholdInvalid')
      .nullable()
      .optional(),
  })
  .strict()
export type UpdateCompanyBody = z.infer<typeof UpdateCompanyBodySchema>
export type UpdateCompanyInput = z.input<typeof UpdateCompanyBodySchema>

/** GET /company/members/: every member sees everyone. */
export const CompanyMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: CompanyRoleSchema,
  /** Dollars a month without an approver; null: no limit. */
  monthly_limit: z.string().nullable(),
  joined_at: z.string(),
})
export type CompanyMember = z.infer<typeof CompanyMemberSchema>
export const CompanyMemberListSchema = z.object({ results: z.array(CompanyMemberSchema) })

export const MemberParamsSchema = z.object({
  userId: z.coerce.number().int().min(1).max(2_147_483_647),
})
export const InvitationParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
})

/** PATCH /company/members/{userId}/ (an owner's). */
export const UpdateMemberBodySchema = z
  .object({
    role: CompanyRoleSchema.optional(),
    monthly_limit: dollars('companies.limitInvalid').nullable().optional(),
  })
  .strict()
export type UpdateMemberBody = z.infer<typeof UpdateMemberBodySchema>

// Its own enum, not languages.ts's LangSchema, as ops-staff.ts explains.
const EmailLanguageSchema = z.enum(LANGS)

/** POST /company/invitations/: `language` is the email's (the request's when left out). */
export const InviteMemberBodySchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email({ error: 'validation.invalidEmail' })),
    role: CompanyRoleSchema,
    language: z.optional(EmailLanguageSchema),
  })
  .strict()
export type InviteMemberBody = z.infer<typeof InviteMemberBodySchema>

/** GET /company/invitations/: one waiting invitation. */
export const CompanyInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: CompanyRoleSchema,
  /** The inviter's name; null once their account is gone. */
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
})
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>
export const CompanyInvitationListSchema = z.object({ results: z.array(CompanyInvitationSchema) })

const token = z.string().min(1).max(256)

/** GET /company/invitations/check/?token=: what the invitation page shows before accepting. */
export const InvitationTokenQuerySchema = z.object({ token })
export const InvitationPreviewSchema = z.object({
  /** null: a person buying for themselves invites someone to buy with them. */
  company_name: z.string().nullable(),
  inviter: z.string(),
  role: CompanyRoleSchema,
  email: z.string(),
  /** Whether the address has an account: sign in, or create one here. */
  has_account: z.boolean(),
})
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>

/**
 * POST /company/invitations/accept/: signed in with the invited address, the token alone; without
 * an account, a name and a password make one for the invited address.
 */
export const AcceptInvitationBodySchema = z
  .object({
    token,
    name: z.string().trim().min(1, 'companies.nameRequired').max(300).optional(),
    password: NewPasswordSchema.optional(),
    confirm_password: z.string().max(1024).optional(),
  })
  .strict()
  .refine((body) => body.confirm_password === undefined || body.confirm_password === body.password, {
    path: ['confirm_password'],
    message: 'accounts.passwordsDoNotMatch',
  })
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>

/** A session bound to a company: acceptance and switching answer with one. */
export const CompanySessionSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  company_id: z.number().int(),
})
export type CompanySession = z.infer<typeof CompanySessionSchema>

/** GET /company/mine/: every company the person belongs to. */
export const MyCompanySchema = z.object({
  id: z.number().int(),
  legal_name: z.string().nullable(),
  is_personal: z.boolean(),
  role: CompanyRoleSchema,
  /** The company this session acts for. */
  current: z.boolean(),
})
export type MyCompany = z.infer<typeof MyCompanySchema>
export const MyCompanyListSchema = z.object({ results: z.array(MyCompanySchema) })

/** POST /company/switch/. */
export const SwitchCompanyBodySchema = z
  .object({ company_id: z.number().int().min(1).max(2_147_483_647) })
  .strict()
