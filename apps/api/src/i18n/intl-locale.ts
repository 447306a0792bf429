import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Locale } from '@caravanserai/contracts/languages'

/** The Intl locale each content locale formats numbers, money and dates with (Persian digits in fa). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', ru: 'ru-RU', hy: 'hy-AM', fa: 'fa-IR' }

/**
 * An amount in `currency` as the reader's language writes it, from the database's numeric text
 * (no float in between): emails and documents (docs/decisions/046-settlement-currency.md).
 */
export function money(amount: `${number}`, locale: Locale, currency: Currency = 'USD'): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).format(amount)
}
