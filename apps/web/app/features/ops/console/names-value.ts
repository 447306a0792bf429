import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import { type Names, type NamesInput, TAXONOMY_NAME_MAX } from '@caravanserai/contracts/ops-taxonomy'

/** What the four name inputs hold: one text per content locale (hy is Armenian). */
export type NamesValue = Record<Locale, string>

/** A message under a name input, already in the page language. */
export type NamesErrors = Partial<Record<Locale, string>>

/** Why the form itself refuses a name, before asking the API. */
export type NameIssue = 'required' | 'tooLong'

export const NAME_MAX = TAXONOMY_NAME_MAX

export function emptyNames(): NamesValue {
  return { en: '', ru: '', hy: '', fa: '' }
}

/** The inputs prefilled from stored names; a language without its own name stays blank. */
export function namesValueOf(names: Names): NamesValue {
  return { en: names.en, ru: names.ru ?? '', hy: names.hy ?? '', fa: names.fa ?? '' }
}

/** English is required (other languages fall back to it); no name may pass the API's limit. */
export function nameIssues(value: NamesValue): Partial<Record<Locale, NameIssue>> {
  const issues: Partial<Record<Locale, NameIssue>> = {}
  for (const locale of LOCALES) {
    const text = value[locale].trim()
    if (locale === 'en' && !text) issues.en = 'required'
    else if (text.length > NAME_MAX) issues[locale] = 'tooLong'
  }
  return issues
}

/**
 * The `names` of a create or rename body (decision 013): trimmed, a blank language left out, so
 * the storefront shows the English name there. A rename sends all of them, so a language cleared
 * here loses its own name.
 */
export function namesBody(value: NamesValue): NamesInput {
  const body: NamesInput = { en: value.en.trim() }
  for (const locale of LOCALES) {
    const text = value[locale].trim()
    if (locale !== 'en' && text) body[locale] = text
  }
  return body
}

/**
 * The API's per-field messages for the names under `prefix` (`names.en`, or `name.fa` for a new
 * destination). A message for the whole object goes under English, the one name always there.
 */
export function serverNameErrors(fieldErrors: Record<string, string[]>, prefix: string): NamesErrors {
  const errors: NamesErrors = {}
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const locale = field === prefix ? 'en' : LOCALES.find((l) => field === `${prefix}.${l}`)
    if (locale) errors[locale] = [errors[locale], ...messages].filter(Boolean).join(' ')
  }
  return errors
}
