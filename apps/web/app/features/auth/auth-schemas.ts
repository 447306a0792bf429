import {
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from '@caravanserai/contracts/accounts'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'

/**
 * The registration form (docs/product.md#registration): the contract's fields and rules, plus the
 * confirmation the form always asks for and the terms box. All seven fields are required; a
 * person who buys for a company names it too (docs/decisions/056-companies-are-the-buyer.md).
 */
export const RegisterFormFields = RegisterBodySchema.safeExtend({
  confirm_password: z.string().min(1),
  terms: z.boolean().refine((accepted) => accepted),
  /** "I buy for a company": the company block is sent only when ticked. */
  for_company: z.boolean(),
})

/** The company block only for a person who buys for a company; a blank country is none. */
function companyWhenTicked(v: z.input<typeof RegisterFormFields>) {
  const { company, ...rest } = v
  if (!v.for_company || !company) return rest
  return { ...rest, company: { ...company, country: company.country?.trim() ? company.country : null } }
}

export const RegisterFormSchema = z.preprocess(companyWhenTicked, RegisterFormFields)

/** The reset form: new password and its confirmation, checked by the contract before sending. */
export const ResetFormSchema = ResetPasswordBodySchema.safeExtend({ confirm_password: z.string().min(1) })

// The login and registration forms read these through lazyResolver, so zod stays out of their
// pages' first load (docs/decisions/052-page-load.md).
export const loginResolver = zodResolver(LoginBodySchema)
export const registerResolver = zodResolver(RegisterFormSchema)
