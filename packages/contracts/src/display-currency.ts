// The currency a page shows its prices in (docs/decisions/045-currencies.md): the visitor's choice,
// kept in a cookie so the server renders it and the shared page cache keys on it
// (docs/decisions/023), or, on a first visit, the page language's own. The server and the web
// read the cookie here, so the page rendered and the page shared never disagree.
import { type Currency, DEFAULT_CURRENCY_OF_LANG, isCurrency } from './currency-rules.ts'
import type { Lang } from './languages.ts'

/** The cookie's name: `currency=AMD`. */
export const CURRENCY_COOKIE = 'currency'

/** A year: the choice outlives a session, as a language choice does. */
export const CURRENCY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** The cookies of a Cookie header (or `document.cookie`) as name and value, in order. */
export function cookiesOf(header: string | null | undefined): [string, string][] {
  if (!header) return []
  return header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=')
      return at < 0 ? [part, ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()]
    })
}

/** The chosen currency of a Cookie header; null when none was chosen, or the value is not ours. */
export function chosenCurrency(header: string | null | undefined): Currency | null {
  const value = cookiesOf(header).find(([name]) => name === CURRENCY_COOKIE)?.[1]
  return isCurrency(value) ? value : null
}

/** The currency a page in `lang` shows: the one chosen, else the language's. */
export function displayCurrencyOf(lang: Lang, chosen: Currency | null): Currency {
  return chosen ?? DEFAULT_CURRENCY_OF_LANG[lang]
}
