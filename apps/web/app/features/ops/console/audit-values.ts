import type { Lang } from '@caravanserai/contracts/languages'
import { formatDate, formatDay, formatNumber, formatPrice, INTL_LOCALE } from '../../../lib/format.ts'

/** A field whose numbers are money: prices, amounts paid, shipping. */
const MONEY_FIELD = /(price|amount|paid)(\.|$)/

const DAY = /^\d{4}-\d{2}-\d{2}$/
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const DECIMAL = /^-?\d+(\.\d+)?$/
const COUNTRY_FIELD = /(^|\.)origin_country$/

/** Where a shown value is cut, the rest behind an expander. */
export const VALUE_SHOWN_MAX = 80

export type ShownValue =
  | { kind: 'empty' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'text'; text: string; long: boolean; ltr: boolean }

/**
 * A value of an audit change as the console writes it (docs/product.md#audit-trail): money in
 * dollars, numbers, dates and countries in the reader's language; JSON and long texts cut at
 * VALUE_SHOWN_MAX, with the whole kept for an expander.
 */
export function shownValue(lang: Lang, field: string, value: unknown): ShownValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' }
  if (typeof value === 'boolean') return { kind: 'boolean', value }
  const money = MONEY_FIELD.test(field)
  if (typeof value === 'number')
    return plain(money ? formatPrice(lang, value) : formatNumber(lang, value), false)
  if (typeof value === 'string') {
    if (money && DECIMAL.test(value)) return plain(formatPrice(lang, Number(value)), false)
    if (COUNTRY_FIELD.test(field) && /^[A-Z]{2}$/.test(value))
      return plain(new Intl.DisplayNames([INTL_LOCALE[lang]], { type: 'region' }).of(value) ?? value, false)
    if (DAY.test(value)) return plain(formatDay(lang, value, { dateStyle: 'medium' }), false)
    if (MOMENT.test(value) && !Number.isNaN(Date.parse(value)))
      return plain(formatDate(lang, value, { dateStyle: 'medium', timeStyle: 'short' }), false)
    return plain(value, false)
  }
  return plain(JSON.stringify(value, null, 1).replace(/\n\s*/g, ' '), true)
}

function plain(text: string, ltr: boolean): ShownValue {
  return { kind: 'text', text, long: text.length > VALUE_SHOWN_MAX, ltr }
}
