import {
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from '@caravanserai/contracts/accounts'
import { z } from 'zod'
import { schemaCheck } from '../../lib/form-check.ts'

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

/** A company field as the form keeps it: flat, named as its problems are reported. */
export type CompanyFormField = `company.${'legal_name' | 'registration_number' | 'legal_address' | 'country'}`
export type RegisterFormInput = Omit<z.input<typeof RegisterFormFields>, 'company'> &
  Record<CompanyFormField, string>

/**
 * The form's flat company fields (`company.legal_name`, …) as the contract's block, only for a
 * person who buys for a company; a blank country is none.
 */
function companyWhenTicked(values: unknown) {
  const rest: Record<string, unknown> = {}
  const company: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    if (name.startsWith('company.')) company[name.slice('company.'.length)] = value
    else rest[name] = value
  }
  if (!rest.for_company) return rest
  const country = typeof company.country === 'string' && company.country.trim() ? company.country : null
  return { ...rest, company: { ...company, country } }
}

export const RegisterFormSchema = z.preprocess(companyWhenTicked, RegisterFormFields)

/** The reset form: new password and its confirmation, checked by the contract before sending. */
export const ResetFormSchema = ResetPasswordBodySchema.safeExtend({ confirm_password: z.string().min(1) })

// The login and registration forms read these through lazyCheck, so zod stays out of their
// pages' first load (docs/decisions/052-page-load.md).
export const loginCheck = schemaCheck<z.input<typeof LoginBodySchema>, z.output<typeof LoginBodySchema>>(
  LoginBodySchema,
)
export const registerCheck = schemaCheck<RegisterFormInput, z.output<typeof RegisterFormSchema>>(
  RegisterFormSchema,
)
