import {
  BASE_CURRENCY,
  type Currency,
  convertFromUsd,
  convertToUsd,
  type Rate,
} from '@caravanserai/contracts/currency-rules'

// The price filter's bounds are typed in the display currency and the URL says which
// (`price_gt=50000&currency=AMD`); the catalogue's prices are in US dollars
// (docs/decisions/045-currencies.md).

export type PriceBounds = { min: string; max: string }

/** The rate that takes dollars to `currency`: none needed for the dollar itself, null when it has none. */
function rateFor(currency: Currency, rates: readonly Rate[]): Rate | null | 'dollars' {
  if (currency === BASE_CURRENCY) return 'dollars'
  return rates.find((rate) => rate.currency === currency) ?? null
}

/**
 * The bounds as the API reads them: as typed, with the currency they are in. The API takes them to
 * the dollar bounds that keep exactly the products whose display price is within them, by the
 * rate it converts display prices at (docs/decisions/045-currencies.md); dollars need no word.
 */
export function apiPriceBounds(
  bounds: PriceBounds,
  currency: Currency,
): { price_gt?: string; price_lt?: string; currency?: Currency } {
  const query = {
    ...(isAmount(bounds.min) ? { price_gt: bounds.min } : {}),
    ...(isAmount(bounds.max) && /[1-9]/.test(bounds.max) ? { price_lt: bounds.max } : {}),
  }
  const bounded = query.price_gt !== undefined || query.price_lt !== undefined
  return bounded && currency !== BASE_CURRENCY ? { ...query, currency } : query
}

/** A bound is an amount with at most two decimals (a maximum of 0 bounds nothing). */
function isAmount(text: string): boolean {
  return /^\d{1,12}(\.\d{1,2})?$/.test(text)
}

/** Decimal text to whole units, the minimum down and the maximum up, so no product falls out. */
function whole(text: string, up: boolean): string {
  const [units = '0', fraction = ''] = text.split('.')
  const rest = /[1-9]/.test(fraction)
  return up && rest ? String(BigInt(units) + 1n) : String(BigInt(units))
}

/**
 * Bounds in `from` as whole units of `to`, through the dollar, for a page that shows another
 * currency than the URL's (an old link, a shared address). Empty when a rate is missing.
 */
export function boundsIn(
  bounds: PriceBounds,
  from: Currency,
  to: Currency,
  rates: readonly Rate[],
): PriceBounds {
  if (from === to) return bounds
  const [source, target] = [rateFor(from, rates), rateFor(to, rates)]
  if (source === null || target === null) return { min: '', max: '' }
  const convert = (text: string, up: boolean) => {
    if (text === '') return ''
    const usd = source === 'dollars' ? text : convertToUsd(text, source)
    return whole(target === 'dollars' ? usd : convertFromUsd(usd, target), up)
  }
  return { min: convert(bounds.min, false), max: convert(bounds.max, true) }
}

/** Slider steps between no bound and the top. */
const SLIDER_STEPS = 200
/** The slider's top in dollars; the typed bounds go past it. */
export const SLIDER_TOP_USD = 10_000

/**
 * The slider in the display currency: its top is SLIDER_TOP_USD converted and rounded up to one
 * significant digit ($10,000 is 10,000; at 391.25 drams, 4,000,000 drams), in 200 steps.
 */
export function priceScale(rate: Rate | null): { max: number; step: number } {
  const top = rate ? whole(convertFromUsd(SLIDER_TOP_USD, rate), true) : String(SLIDER_TOP_USD)
  // The first two digits as d.d, rounded up: 39 → 4, 92 → 10.
  const lead = top.length > 1 ? Number(top.slice(0, 2)) / 10 : Number(top)
  const max = Math.ceil(lead) * 10 ** Math.max(0, top.length - 1)
  return { max, step: Math.max(1, max / SLIDER_STEPS) }
}
