import { type Currency, RATE_DECIMALS } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { formatDecimal, INTL_LOCALE } from '../../../lib/format.ts'

/** A rate as the API keeps it (`"391.250000"`), in the page language's digits, without idle zeros. */
export function formatRate(lang: Lang, unitsPerUsd: string): string {
  return formatDecimal(lang, unitsPerUsd, { maximumFractionDigits: RATE_DECIMALS })
}

const names = new Map<Lang, Intl.DisplayNames>()

/** The currency's name in the page language (`Armenian Dram`, `армянский драм`), from Intl. */
export function currencyName(lang: Lang, code: Currency): string {
  let made = names.get(lang)
  if (!made) {
    made = new Intl.DisplayNames([INTL_LOCALE[lang]], { type: 'currency' })
    names.set(lang, made)
  }
  return made.of(code) ?? code
}
