import {
  BASE_CURRENCY,
  type Currency,
  convertFromUsd,
  convertToUsd,
  fromMinor,
  type Rate,
  toMinor,
} from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { formatPrice } from './format.ts'
import { APPROXIMATELY, converts, formatIn, formatMoney, type MoneyView } from './money.ts'

// What is paid (docs/decisions/046-settlement-currency.md): an order is settled in the currency its
// quote chose, at the rate the quote fixed; carts, offers and orders not yet quoted in dollars. The
// amount paid comes first, the buyer's display currency beside it (docs/decisions/045-currencies.md).

/** A settlement currency and the rate fixed for it: units per dollar. */
export type Settlement = { currency: Currency; rate: Rate }

export const IN_DOLLARS_SETTLED: Settlement = {
  currency: BASE_CURRENCY,
  rate: { currency: BASE_CURRENCY, units_per_usd: '1.000000', effective_on: '' },
}

/** An order's settlement, from its fields. */
export function settlementOf(order: {
  settlement_currency: Currency
  settlement_rate: string
  settlement_rate_on: string | null
}): Settlement {
  const { settlement_currency: currency, settlement_rate: units, settlement_rate_on: day } = order
  if (currency === BASE_CURRENCY) return IN_DOLLARS_SETTLED
  return { currency, rate: { currency, units_per_usd: units, effective_on: day ?? '' } }
}

/** A dollar amount (an order's line) in the settlement currency, converted as its proforma does. */
export function settledFromUsd(usd: number, settlement: Settlement): string {
  if (settlement.currency === BASE_CURRENCY) return fromMinor(toMinor(usd, BASE_CURRENCY), BASE_CURRENCY)
  return convertFromUsd(usd, settlement.rate)
}

/**
 * What to say beside a settled amount: the display currency's approximation, or the dollars' for
 * an amount in another currency shown to a buyer who reads dollars; null when it would repeat it.
 */
export function besideSettled(
  lang: Lang,
  amount: number | string,
  view: MoneyView,
  settlement: Settlement,
): string | null {
  const usd = settlement.currency === BASE_CURRENCY ? amount : convertToUsd(amount, settlement.rate)
  if (converts(view)) return view.rate.currency === settlement.currency ? null : formatMoney(lang, usd, view)
  return settlement.currency === BASE_CURRENCY ? null : APPROXIMATELY + formatPrice(lang, Number(usd))
}

/**
 * A settled amount, in its currency first and the buyer's beside it: `$1,240.00 (≈ 485 150,00 ֏)`,
 * `€1,140.80 (≈ 446 350,00 ֏)`; alone when the buyer reads that currency.
 */
export function formatSettled(
  lang: Lang,
  amount: number | string,
  view: MoneyView,
  settlement: Settlement = IN_DOLLARS_SETTLED,
): string {
  const paid = formatIn(lang, amount, settlement.currency)
  const beside = besideSettled(lang, amount, view, settlement)
  return beside ? `${paid} (${beside})` : paid
}
