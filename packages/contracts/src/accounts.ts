import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-limits.ts'
import { RegisterCompanySchema } from './company-details.ts'
import { CurrencyCodeSchema } from './currencies.ts'

/**
 * The auth API (docs/product.md#account-calls). Messages are keys the API renders in the request
 * language (apps/api/src/i18n/locales/accounts) and the storefront translates the same way.
 */

const email = z.string().trim().toLowerCase().max(254).pipe(z.email())
const required = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.string().trim().min(1).max(max)

/** A new password: the rules a form can check; the server adds similarity and the common list. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'accounts.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'accounts.passwordTooLong')
  .refine((p) => !/^\d+$/.test(p), 'accounts.passwordAllDigits')

const phoneNumber = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^\+?[\d\s().-]{5,32}$/, 'accounts.invalidPhoneNumber')

/** Optional in the payload; when sent, it must equal the password ('Passwords do not match'). */
const confirmPassword = z.string().max(PASSWORD_MAX_LENGTH).optional()
const matches = (password: 'password' | 'new_password') => (body: Record<string, unknown>) =>
  body.confirm_password === undefined || body.confirm_password === body[password]
const mismatch = {
  path: ['confirm_password'],
  message: 'accounts.passwordsDoNotMatch',
  // Checked along with the other fields' problems, so that a form shows them all at once.
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}

export const UserTypeSchema = z.enum(['customer', 'seller', 'both'])

export const STAFF_ROLES = ['admin', 'operator'] as const
export const StaffRoleSchema = z.enum(STAFF_ROLES)
export type StaffRole = z.infer<typeof StaffRoleSchema>

/** GET/PATCH /accounts/users/{id}/ (docs/product.md#profile-calls). */
export const UserProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  tax_id: z.string(),
  user_type: UserTypeSchema,
  is_verified: z.boolean(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  /** Staff only: what they may do in the console (docs/product.md#staff-and-roles). */
  staff_role: z.nullable(StaffRoleSchema),
  /**
   * The currency the person chose to see prices in; null: the page's language chooses
   * (docs/decisions/045-currencies.md).
   */
  display_currency: CurrencyCodeSchema.nullable(),
  created_at: z.string(),
})
export type UserProfile = z.infer<typeof UserProfileSchema>

/** Only the person's own details; email, user_type, is_verified, is_staff are not writable here. */
export const UpdateProfileBodySchema = z
  .object({
    first_name: required(150).optional(),
    last_name: z.string().trim().max(150).optional(),
    phone_number: phoneNumber.optional(),
    address: required(500).optional(),
    tax_id: required(64).optional(),
    /** null: back to the page language's currency. */
    display_currency: CurrencyCodeSchema.nullable().optional(),
  })
  .strict()
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>

export const UserIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

/** POST /accounts/token/: any failure is 'Invalid email or password', so no format check. */
export const LoginBodySchema = z
  .object({ email: required(254), password: z.string().min(1).max(1024) })
  .strict()

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() })
export type TokenPair = z.infer<typeof TokenPairSchema>

/** POST /accounts/token/refresh/ rotates (docs/product.md#sessions); POST /accounts/logout/ revokes. */
export const RefreshBodySchema = z.object({ refresh: z.string().min(1).max(4096) }).strict()

/**
 * POST /accounts/register/ (docs/product.md#registration): phone, address and tax id are required;
 * `company` names the company the person buys for, left out for a person buying for themselves
 * (docs/decisions/056-companies-are-the-buyer.md).
 */
export const RegisterBodySchema = z
  .object({
    name: required(300),
    email,
    password: NewPasswordSchema,
    confirm_password: confirmPassword,
    phone_number: phoneNumber,
    address: required(500),
    tax_id: required(64),
    user_type: z.literal('customer').default('customer'),
    company: RegisterCompanySchema.optional(),
  })
  .strict()
  .refine(matches('password'), mismatch)
export type RegisterBody = z.infer<typeof RegisterBodySchema>

export const RegisterResponseSchema = TokenPairSchema.extend({ user: UserProfileSchema })

/** uid is the user id in base64url, as Django's urlsafe_base64_encode makes it. */
export const UidTokenBodySchema = z
  .object({ uid: z.string().min(1).max(64), token: z.string().min(1).max(256) })
  .strict()

export const EmailBodySchema = z.object({ email }).strict()
/** A signed-in buyer may omit the email: the link goes to their own address. */
export const ResendVerificationBodySchema = z.object({ email: email.optional() }).strict()

export const ResetPasswordBodySchema = z
  .object({
    uid: z.string().min(1).max(64),
    token: z.string().min(1).max(256),
    password: NewPasswordSchema,
    confirm_password: confirmPassword,
  })
  .strict()
  .refine(matches('password'), mismatch)

export const ChangePasswordBodySchema = z
  .object({
    current_password: z.string().min(1).max(1024),
    new_password: NewPasswordSchema,
    confirm_password: confirmPassword,
  })
  .strict()
  .refine(matches('new_password'), mismatch)

export const DeleteAccountBodySchema = z.object({ password: z.string().min(1).max(1024) }).strict()

export const DetailResponseSchema = z.object({ detail: z.string() })
// The token fields again rather than TokenPairSchema.shape: reading a property at module level would
// keep every schema here, and zod, in the pages that only need a constant of this file.
export const DetailWithTokensSchema = DetailResponseSchema.extend({ access: z.string(), refresh: z.string() })
