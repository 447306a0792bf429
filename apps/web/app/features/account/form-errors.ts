import { fieldMessage } from '../../components/ui/field-message.ts'
import { ApiError, TIMEOUT_STATUS } from '../../lib/api-client.ts'

type Translate = (key: string, options?: Record<string, unknown>) => string
type FormError = { type?: string | number; message?: string }

/**
 * The text under a field of an account form. A blank required field gets its own message
 * (`fields.required.<name>` in the account catalogue) whatever rule caught it; contract keys,
 * length limits and the server's own messages go through `fieldMessage` as on every form.
 */
export function accountFieldMessage(
  t: Translate,
  name: string,
  error: FormError | undefined,
  value: unknown,
  max?: string,
): string | null {
  if (!error) return null
  if (error.type !== 'server' && typeof value === 'string' && value.trim() === '') {
    const required = t(`fields.required.${name}`, { defaultValue: '' })
    if (required) return required
  }
  return fieldMessage(t, error, max)
}

/** What a failed account call means for its form: messages per known field, and the rest. */
export type ServerProblem = {
  fields: [name: string, message: string][]
  /** A message for the whole form: the server's detail, its non-field errors, or null. */
  general: string | null
  status: number
}

/**
 * Splits a failure into the fields the form has (DRF `{field: [messages]}`, already in the
 * page language) and a general message. Messages for fields the form does not show go to the
 * general message, so none is lost.
 */
export function serverProblem(error: unknown, formFields: readonly string[]): ServerProblem {
  if (!(error instanceof ApiError)) return { fields: [], general: null, status: TIMEOUT_STATUS }
  const fields: [string, string][] = []
  const other: string[] = []
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if (formFields.includes(name)) fields.push([name, messages.join(' ')])
    else other.push(...messages)
  }
  const body = error.body as { detail?: unknown } | null
  const detail = body && typeof body === 'object' && typeof body.detail === 'string' ? body.detail : null
  const general = detail ?? (other.length > 0 ? other.join(' ') : null)
  return { fields, general, status: error.status }
}
