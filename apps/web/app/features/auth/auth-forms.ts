import type { RegisterBody } from '@caravanserai/contracts/accounts'
import type { z } from 'zod'
import type { RegisterFormFields, ResetFormSchema } from './auth-schemas.ts'

// The forms' schemas load with their first check (auth-schemas.ts); their types are read here.
export type RegisterFormInput = z.input<typeof RegisterFormFields>
export type RegisterFormValues = z.output<typeof RegisterFormFields>

export const EMPTY_REGISTRATION: RegisterFormInput = {
  name: '',
  email: '',
  phone_number: '',
  password: '',
  confirm_password: '',
  address: '',
  tax_id: '',
  user_type: 'customer',
  terms: false,
  for_company: false,
  company: { legal_name: '', registration_number: '', legal_address: '', country: '' },
}

/**
 * What POST /accounts/register/ receives: the form without the terms box and the company tick;
 * always a customer.
 */
export function registrationBody(values: RegisterFormValues): RegisterBody {
  const { terms: _accepted, for_company: _ticked, ...body } = values
  return { ...body, user_type: 'customer' }
}

export type ResetFormInput = z.input<typeof ResetFormSchema>
export type ResetFormValues = z.output<typeof ResetFormSchema>

/**
 * The two spellings of a reset link (docs/product.md#password-reset):
 * /reset-password/{token}?encoded_id={uid} as the email writes it, and
 * /reset-password/{uid}/{token}. A link without both is invalid.
 */
export function resetLinkOf(
  params: { uid?: string; token?: string },
  search: URLSearchParams,
): { uid: string; token: string } | null {
  const uid = params.uid ?? search.get('encoded_id') ?? ''
  const token = params.token ?? ''
  return uid && token ? { uid, token } : null
}
