// What every answer must be: never a 5xx; a 4xx in the DRF shape ({detail, code} and perhaps
// params, or field errors, each a list of messages: the description's ErrorResponse) and in the
// language the request asked for.
import { requestLocale } from '../../apps/api/src/i18n/messages.ts'

/** A letter of each language's script: a message in that language has at least one. */
const SCRIPT: Record<string, RegExp> = {
  ru: /[А-Яа-яЁё]/,
  hy: /[\u0531-\u058f]/,
  fa: /[\u0600-\u06ff]/,
  en: /[A-Za-z]/,
}

function isFieldErrors(body: Record<string, unknown>): boolean {
  const entries = Object.entries(body)
  return (
    entries.length > 0 &&
    entries.every(([, v]) => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string' && m))
  )
}

/** What is wrong with this answer, or null. */
export function violation(status: number, type: string, text: string, language: string): string | null {
  if (status >= 500) return `${status}`
  if (status < 400) return null
  if (!type.startsWith('application/json')) return `4xx not JSON (${type || 'no content type'})`
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    return '4xx body does not parse'
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return '4xx body not an object'
  const shaped =
    typeof body.detail === 'string' &&
    typeof body.code === 'string' &&
    Object.keys(body).every((key) => ['detail', 'code', 'params'].includes(key))
  if (!shaped && !isFieldErrors(body)) return '4xx without {detail, code, params?} or field errors'
  const messages = shaped ? [body.detail as string] : (Object.values(body).flat() as string[])
  const locale = requestLocale(language)
  if (!messages.every((m) => SCRIPT[locale]!.test(m))) return `4xx message not in ${locale}`
  return null
}
