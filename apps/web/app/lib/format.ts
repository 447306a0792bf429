import type { Lang } from '@caravanserai/contracts/languages'

/** Intl locales of the storefront languages; fa-IR brings Persian digits and the Persian calendar. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-US', ru: 'ru-RU', am: 'hy-AM', fa: 'fa-IR' }

export function formatNumber(lang: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], options).format(value)
}

export function formatDate(lang: Lang, value: Date | string, options?: Intl.DateTimeFormatOptions): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], options ?? { dateStyle: 'medium' }).format(date)
}
