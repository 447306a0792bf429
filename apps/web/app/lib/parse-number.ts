import type { Lang } from '@caravanserai/contracts/languages'
import { INTL_LOCALE, latinDigits } from './format.ts'

/** The separator `lang` writes for one part of a number (1,234.5 · 1 234,5 · ۱٬۲۳۴٫۵). */
function separator(lang: Lang, type: 'group' | 'decimal'): string {
  const parts = new Intl.NumberFormat(INTL_LOCALE[lang]).formatToParts(1234.5)
  return parts.find((p) => p.type === type)?.value ?? ''
}

/**
 * A quantity or an amount as a person types it in the page's language: `1,250.75` in English,
 * `1 250,75` in Russian, `۱٬۲۵۰٫۷۵` in Persian; a full stop is a decimal point in every language
 * (keyboards and habits mix). Grouping (the language's mark or a space) must split the whole part
 * in threes, so `1,25` in English is refused rather than read as 125. Returns the number as plain
 * decimal text (`1250.75`, `0.5`), exact however many digits it has, or null when the text is not
 * such a number; the form's schema then judges sign, decimals and ceiling.
 */
export function decimalText(input: string, lang: Lang): string | null {
  const group = separator(lang, 'group')
  const decimal = separator(lang, 'decimal')
  let text = latinDigits(input.trim())
  if (decimal !== '.') text = text.split(decimal).join('.')
  if (group && group !== '.') text = text.split(group).join(' ')
  text = text.replace(/[\s\u00a0\u202f]/g, ' ')
  if (!/^-?(\d{1,3}( \d{3})+|\d+)?(\.\d+)?$/.test(text) || !/\d/.test(text)) return null
  return text.replace(/ /g, '').replace(/^(-?)\./, '$10.')
}

/** As `decimalText`, as a number: for quantities and amounts that fit one. */
export function parseNumber(input: string, lang: Lang): number | null {
  const text = decimalText(input, lang)
  return text === null ? null : Number(text)
}
