import type { Lang } from '@caravanserai/contracts/languages'
import { INTL_LOCALE } from '../../lib/format.ts'

// 1 January 2024 was a Monday; the office works Monday to Friday, 9:00 to 18:00
// (docs/product.md#contact).
const MONDAY = Date.UTC(2024, 0, 1)
const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

/** "Monday–Friday" and "9:00 AM – 6:00 PM" as each language writes them (fa: Persian digits). */
export function businessHours(lang: Lang): { days: string; time: string } {
  const locale = INTL_LOCALE[lang]
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const days = weekday.formatRange(MONDAY, MONDAY + 4 * DAY)
  return {
    // Russian and Armenian write weekdays in lower case; the line starts with them.
    days: days.charAt(0).toLocaleUpperCase(locale) + days.slice(1),
    time: clock.formatRange(MONDAY + 9 * HOUR, MONDAY + 18 * HOUR),
  }
}
