import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@caravanserai/contracts/account-limits'
import type { Lang } from '@caravanserai/contracts/languages'
import { ApiError } from '../../lib/api-client.ts'
import type { FormError, Translate } from '../../lib/form-errors.ts'
import { formatNumber } from '../../lib/format.ts'

/** The fields of the auth forms; each has its own 'required' message. */
export type AuthField =
  | 'name'
  | 'email'
  | 'phone_number'
  | 'password'
  | 'confirm_password'
  | 'address'
  | 'tax_id'
  | 'terms'

const CONTRACT_KEY = /^accounts\.[a-zA-Z]+$/

/**
 * The text under an auth form field. A blank field says it is required, in its own words; an
 * unticked terms box asks for the terms; contract keys (`accounts.passwordTooShort`) are
 * translated with the password bounds; a server message is already in the page language.
 */
export function authFieldMessage(
  t: Translate,
  field: AuthField,
  value: unknown,
  error: FormError | undefined,
  bounds: { min: string; max: string },
): string | null {
  if (!error) return null
  const message = error.message ?? ''
  if (error.type === 'server') return message
  if (field === 'terms') return t('fields.termsRequired')
  if (typeof value !== 'string' || value.trim() === '') return t(`fields.required.${field}`)
  if (CONTRACT_KEY.test(message)) {
    const text = t(`fields.${message}`, { ...bounds, defaultValue: '' })
    if (text) return text
  }
  if (field === 'email' && error.type === 'invalid_format') return t('fields.emailInvalid')
  if (error.type === 'too_big') return t('fields.tooLong')
  return t('fields.invalid')
}

/** The code the API puts beside `detail` (docs/product.md#api-conventions), when the failure carries one. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null
  const code = (error.body as { code?: unknown }).code
  return typeof code === 'string' ? code : null
}

/**
 * A refused sign-in (unknown email, wrong password, malformed input) is 'Invalid email or password'
 * whatever the cause, so nobody learns which emails have accounts; a rate limit shows the server's
 * message with its wait; a server or network failure is 'Login failed'.
 */
export function loginFailure(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && error.message) return error.message
    if (error.status === 400 || error.status === 401) return t('login.invalid')
  }
  return t('login.failed')
}

/** The password length bounds in the page language's digits, for the messages that name them. */
export function passwordBounds(lang: Lang): { min: string; max: string } {
  return { min: formatNumber(lang, PASSWORD_MIN_LENGTH), max: formatNumber(lang, PASSWORD_MAX_LENGTH) }
}
