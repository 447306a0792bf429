import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@caravanserai/contracts/accounts'
import type { Lang } from '@caravanserai/contracts/languages'
import { ApiError } from '../../lib/api-client.ts'
import { formatNumber } from '../../lib/format.ts'

/** A form error as react-hook-form holds it: zod's issue code and message, or a server message. */
type FormError = { type?: string | number; message?: string }
type Translate = (key: string, options?: Record<string, unknown>) => string

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

export type FormProblem = {
  /** Messages for fields the form shows, to set with setError(…, { type: 'server' }). */
  fields: Partial<Record<string, string>>
  /** Messages that belong to no field on the form (non_field_errors, a detail, a rate limit). */
  general: string[]
}

/**
 * A failed form submission, split the way the form shows it ('Registration failed'): per-field
 * messages under their fields, everything else in the alert above the form.
 */
export function formProblem(error: unknown, formFields: readonly string[]): FormProblem {
  const problem: FormProblem = { fields: {}, general: [] }
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return problem
  const perField = error.fieldErrors
  for (const [field, messages] of Object.entries(perField)) {
    if (formFields.includes(field)) problem.fields[field] = messages.join(' ')
    else problem.general.push(...messages)
  }
  if (Object.keys(perField).length === 0 && error.message) problem.general.push(error.message)
  return problem
}

/** The password length bounds in the page language's digits, for the messages that name them. */
export function passwordBounds(lang: Lang): { min: string; max: string } {
  return { min: formatNumber(lang, PASSWORD_MIN_LENGTH), max: formatNumber(lang, PASSWORD_MAX_LENGTH) }
}
