import {
  BASE_CURRENCY,
  type Currency,
  convertFromUsd,
  fromMinor,
  MINOR_UNITS,
  RATE_DECIMALS,
  type Rate,
  toMinor,
} from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { formatPrice, formatPriceRange, numberFormat } from './format.ts'

// Prices are kept in US dollars; a buyer sees them in their display currency, converted at the
// rate in force by the one exact conversion the API uses (docs/decisions/045-currencies.md).

/** How a page shows money: in `rate.currency` at that rate, or in US dollars when `rate` is null. */
export type MoneyView = { rate: Rate | null }

/** Dollars as they are: the console, and a buyer whose currency has no rate yet. */
export const IN_DOLLARS: MoneyView = { rate: null }

/** `2 decimals with the currency`, in the page language's digits and the currency's minor units. */
function currencyFormat(lang: Lang, currency: Currency): Intl.NumberFormat {
  const digits = MINOR_UNITS[currency]
  return numberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
}

/** Intl reads decimal text exactly (no float in between) where the engine can, else as a Number. */
const decimal = (text: string) => text as `${number}`

/** The approximation sign and a no-break space: `≈ 485 150,00 ֏` never breaks after the sign. */
export const APPROXIMATELY = '≈\u00a0'

/** Whether `view` converts, rather than shows dollars as they are. */
export function converts(view: MoneyView): view is { rate: Rate } {
  return view.rate !== null && view.rate.currency !== BASE_CURRENCY
}

/**
 * A US-dollar amount as the buyer reads it: converted exactly, rounded once to the currency's minor
 * units, written by Intl in the page language and marked `≈`; in dollars, plain.
 */
export function formatMoney(lang: Lang, usd: number | string, view: MoneyView): string {
  if (!converts(view)) return formatPrice(lang, Number(usd))
  const amount = convertFromUsd(usd, view.rate)
  return APPROXIMATELY + currencyFormat(lang, view.rate.currency).format(decimal(amount))
}

/** A span of US-dollar prices (a card's lowest tier to its first price) as the buyer reads it. */
export function formatMoneyRange(lang: Lang, low: number, high: number, view: MoneyView): string {
  if (!converts(view)) return formatPriceRange(lang, low, high)
  if (low === high) return formatMoney(lang, low, view)
  const [from, to] = [convertFromUsd(low, view.rate), convertFromUsd(high, view.rate)]
  return APPROXIMATELY + currencyFormat(lang, view.rate.currency).formatRange(decimal(from), decimal(to))
}

/** An amount in `currency` as it is (what a bank transfer says), exactly, in the page language. */
export function formatIn(lang: Lang, amount: number | string, currency: Currency): string {
  return currencyFormat(lang, currency).format(decimal(fromMinor(toMinor(amount, currency), currency)))
}

/** A rate as units of its currency for one dollar, to its last significant place: `€0.9215`. */
export function formatRate(lang: Lang, rate: Rate): string {
  const format = numberFormat(lang, {
    style: 'currency',
    currency: rate.currency,
    minimumFractionDigits: MINOR_UNITS[rate.currency],
    maximumFractionDigits: RATE_DECIMALS,
  })
  return format.format(decimal(rate.units_per_usd))
}
