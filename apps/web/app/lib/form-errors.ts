import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError, TIMEOUT_STATUS } from './api-client.ts'

/** A form error as react-hook-form holds it: zod's issue code and message, or a server message. */
export type FormError = { type?: string | number; message?: string }
export type Translate = (key: string, options?: Record<string, unknown>) => string

const CONTRACT_KEY = /^[a-z]+\.[a-zA-Z]+$/

/**
 * The text to show under a field. Contract messages are keys (`contact.nameRequired`) translated
 * from the `fields` group of the page's translations; a length limit names its maximum; a message
 * from the server is already in the page language and is shown as it is.
 */
export function fieldMessage(t: Translate, error: FormError | undefined, max?: string): string | null {
  if (!error) return null
  const message = error.message ?? ''
  if (error.type === 'server') return message
  if (CONTRACT_KEY.test(message)) {
    const text = t(`fields.${message}`, { defaultValue: '' })
    if (text) return text
  }
  if (error.type === 'too_big' && max) return t('fields.tooLong', { max })
  return t('fields.invalid')
}

/**
 * As `fieldMessage`, but a blank field with its own 'required' text (`fields.required.<name>`)
 * gets that text whatever rule caught it.
 */
export function requiredFieldMessage(
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

/** Which text of the translations explains each issue of one field. */
export type FieldTexts = Partial<Record<string, string>> & { fallback?: string }

export type FieldText = { text: string } | { key: string }

/**
 * What to show under a field whose texts are named per issue: a server message as it came
 * (already in the page language), else the text named for the message (custom issues of
 * the form's own schema) or for its code (the contract's limits), else a general 'check this field'.
 */
export function fieldText(error: FormError | undefined, texts: FieldTexts): FieldText | null {
  if (!error) return null
  if (error.type === 'server') return { text: error.message ?? '' }
  const named = (name: string | undefined) => (name && Object.hasOwn(texts, name) ? texts[name] : undefined)
  return { key: named(error.message) ?? named(String(error.type)) ?? texts.fallback ?? 'fields.invalid' }
}

/**
 * The per-field messages of a failure (DRF `{ "email": ["…"] }`, already in the page language):
 * an ApiError's, or such a record as it came.
 */
export function serverFieldErrors(source: unknown): Record<string, string[]> {
  if (source instanceof ApiError) return source.fieldErrors
  if (!source || typeof source !== 'object' || source instanceof Error) return {}
  return Object.fromEntries(
    Object.entries(source as Record<string, unknown>).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string'),
    ),
  )
}

/** The messages a failure has for the fields a form shows, each field's joined into one text. */
export function fieldMessages<F extends string>(
  source: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const all = serverFieldErrors(source)
  const found: Partial<Record<F, string>> = {}
  for (const field of fields) {
    const messages = all[field]
    if (messages && messages.length > 0) found[field] = messages.join(' ')
  }
  return found
}

/**
 * Puts a failure's field messages under the fields of a react-hook-form, as server errors, and
 * focuses the first. `fields` lists the form's fields, or maps a server field to one (null when
 * the form does not show it). Returns whether any message found its field.
 */
export function mapFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  source: unknown,
  fields: readonly Path<T>[] | ((serverField: string) => Path<T> | null),
  { focus = true }: { focus?: boolean } = {},
): boolean {
  const found: [Path<T>, string][] =
    typeof fields === 'function'
      ? Object.entries(serverFieldErrors(source)).flatMap(([name, messages]) => {
          const field = fields(name)
          return field && messages.length > 0 ? [[field, messages.join(' ')] as [Path<T>, string]] : []
        })
      : (Object.entries(fieldMessages(source, fields)) as [Path<T>, string][])
  found.forEach(([field, message], index) => {
    form.setError(field, { type: 'server', message }, { shouldFocus: focus && index === 0 })
  })
  return found.length > 0
}

/**
 * What a failure says to the whole form rather than to a field: the messages of fields the form
 * does not show, else the server's detail. Outages (timeouts, network, 5xx) say nothing here, so
 * the form shows its own 'try again'.
 */
export function formMessages(source: unknown, fields: readonly string[]): string[] {
  if (!(source instanceof ApiError) || source.status === TIMEOUT_STATUS || source.status >= 500) return []
  const other = Object.entries(source.fieldErrors).flatMap(([name, messages]) =>
    fields.includes(name) ? [] : messages,
  )
  if (other.length > 0) return other
  const body = source.body as { detail?: unknown } | null
  return body && typeof body === 'object' && typeof body.detail === 'string' && body.detail
    ? [body.detail]
    : []
}
