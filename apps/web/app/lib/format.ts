import type { Lang } from '@caravanserai/contracts/languages'

/** Intl locales of the storefront languages; fa-IR brings Persian digits and the Persian calendar. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-US', ru: 'ru-RU', am: 'hy-AM', fa: 'fa-IR' }

/** Prices are in US dollars (docs/architecture.md#data). */
export const CURRENCY = 'USD'

export function formatNumber(lang: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], options).format(value)
}

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits as Latin ones, so a number may be typed in either script. */
export function latinDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
}

/** Two decimals with the currency, written the page language's way. */
export function formatPrice(lang: Lang, value: number): string {
  return formatNumber(lang, value, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
}

export function formatDate(lang: Lang, value: Date | string, options?: Intl.DateTimeFormatOptions): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], options ?? { dateStyle: 'medium' }).format(date)
}
