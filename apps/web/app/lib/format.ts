import { BASE_CURRENCY } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'

/** Intl locales of the storefront languages; fa-IR brings Persian digits and the Persian calendar. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-US', ru: 'ru-RU', am: 'hy-AM', fa: 'fa-IR' }

/**
 * Intl formatters take far longer to make than to use, and a page formats a price or a count on
 * every card: each is made once per language and options (the options are written in code, so
 * their kinds are few) — docs/performance/profile.md.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  lang: Lang,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind} ${lang} ${options ? JSON.stringify(options) : ''}`
  let made = formatters.get(key) as T | undefined
  if (!made) {
    made = make()
    formatters.set(key, made)
  }
  return made
}

/** The page language's number format for `options`, made once (see `formatters`). */
export function numberFormat(lang: Lang, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return formatter('number', lang, options, () => new Intl.NumberFormat(INTL_LOCALE[lang], options))
}

export function formatNumber(lang: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(lang, options).format(value)
}

/**
 * Decimal text the API sends exactly (a rate, `"391.250000"`), written the page language's way
 * without passing through a float: Intl reads the text digit by digit.
 */
export function formatDecimal(lang: Lang, text: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(lang, options).format(text as `${number}`)
}

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits as Latin ones, so a number may be typed in either script. */
export function latinDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
}

const PRICE: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: BASE_CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
}

/** Two decimals with the currency, written the page language's way. */
export function formatPrice(lang: Lang, value: number): string {
  return formatNumber(lang, value, PRICE)
}

/**
 * From one number to another as the page language writes a range (`1–99`, `۱–۹۹`); equal ends
 * are one number, since Intl would write them as an approximation (`~1`).
 */
export function formatNumberRange(
  lang: Lang,
  low: number,
  high: number,
  options?: Intl.NumberFormatOptions,
): string {
  if (low === high) return formatNumber(lang, low, options)
  return numberFormat(lang, options).formatRange(low, high)
}

/** A range of prices, `$11.10 – $12.40` in English, `11,10–12,40 $` in Russian. */
export function formatPriceRange(lang: Lang, low: number, high: number): string {
  return formatNumberRange(lang, low, high, PRICE)
}

export function formatDate(lang: Lang, value: Date | string, options?: Intl.DateTimeFormatOptions): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const chosen = options ?? { dateStyle: 'medium' }
  return formatter('date', lang, chosen, () => new Intl.DateTimeFormat(INTL_LOCALE[lang], chosen)).format(
    date,
  )
}

/**
 * A calendar day the API writes as `2026-12-04` (a quote's last day, the day money arrived). It is
 * read as UTC midnight, so it is written in UTC too: west of Greenwich it would show the day before.
 */
export function formatDay(
  lang: Lang,
  day: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
) {
  return formatDate(lang, day, { ...options, timeZone: 'UTC' })
}
