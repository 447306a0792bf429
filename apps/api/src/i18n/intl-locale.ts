import type { Locale } from '@caravanserai/contracts/languages'

/** The Intl locale each content locale formats numbers, money and dates with (Persian digits in fa). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', ru: 'ru-RU', hy: 'hy-AM', fa: 'fa-IR' }
