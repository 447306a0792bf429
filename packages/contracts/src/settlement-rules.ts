import {
  BASE_CURRENCY,
  type Currency,
  convertFromUsd,
  fromMinor,
  type Rate,
  toMinor,
} from './currency-rules.ts'

// Settlement in another currency (docs/decisions/046-settlement-currency.md): an order quoted in a
// currency has its amounts converted once, at the rate fixed by the quote, line by line, and the
// totals are the sums of the converted lines, so a proforma's lines add up to its total exactly.

/** An order's amounts in the currency it is settled in, as decimal text of its minor units. */
export interface SettledAmounts {
  currency: Currency
  /** Each line's total, in the order of the lines given. */
  lines: string[]
  /** The goods: the sum of `lines`. */
  goods: string
  shipping: string
  /** goods + shipping. */
  total: string
}

/**
 * The dollar line totals and shipping of an order in `rate.currency` (dollars themselves when
 * `rate` is null): each converted by `convertFromUsd`, the one rounding, then summed exactly.
 */
export function settleAmounts(
  lineTotalsUsd: readonly string[],
  shippingUsd: string,
  rate: Rate | null,
): SettledAmounts {
  const currency = rate?.currency ?? BASE_CURRENCY
  const convert = (usd: string) =>
    rate ? convertFromUsd(usd, rate) : fromMinor(toMinor(usd, currency), currency)
  const lines = lineTotalsUsd.map(convert)
  const goodsMinor = lines.reduce((sum, line) => sum + toMinor(line, currency), 0n)
  const shipping = convert(shippingUsd)
  return {
    currency,
    lines,
    goods: fromMinor(goodsMinor, currency),
    shipping,
    total: fromMinor(goodsMinor + toMinor(shipping, currency), currency),
  }
}
