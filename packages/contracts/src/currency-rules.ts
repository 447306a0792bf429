// Display and settlement currencies (docs/decisions/045-currencies.md). The catalogue's prices are
// in US dollars; every other currency is reached through a rate kept by operators: units of the
// currency per US dollar, effective from a day. This file holds no schema, so pages that format a
// price can use it without loading zod (decisions/021).

/** The currencies the shop shows and settles in, the catalogue's base first. One list. */
export const CURRENCIES = ['USD', 'EUR', 'RUB', 'AMD', 'GEL', 'AED', 'CNY', 'TRY'] as const
export type Currency = (typeof CURRENCIES)[number]

/** The catalogue's prices, and every rate, are in this currency. */
export const BASE_CURRENCY = 'USD' as const satisfies Currency

/** ISO 4217 minor units: the decimals an amount in the currency is rounded to. */
export const MINOR_UNITS: Record<Currency, number> = {
  USD: 2,
  EUR: 2,
  RUB: 2,
  AMD: 2,
  GEL: 2,
  AED: 2,
  CNY: 2,
  TRY: 2,
}

/** The currency a first visit is shown in, from the page's language; the buyer can change it. */
export const DEFAULT_CURRENCY_OF_LANG = {
  en: 'USD',
  ru: 'RUB',
  am: 'AMD',
  fa: 'USD',
} as const satisfies Record<'en' | 'ru' | 'am' | 'fa', Currency>

/** Decimals a rate is kept to: units of the currency per US dollar, as numeric(18, 6). */
export const RATE_DECIMALS = 6

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

/** A rate in force: `units_per_usd` is decimal text (`"391.250000"`), `effective_on` a day. */
export interface Rate {
  currency: Currency
  units_per_usd: string
  effective_on: string
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * Decimal text or a JSON number with at most `decimals` places as an integer of 10^-decimals
 * units, read digit by digit: `"12.5"` at 2 is 1250n. More places than `decimals` are refused, not
 * rounded, so nothing is lost silently.
 */
export function toScaled(value: string | number, decimals: number): bigint {
  const text = typeof value === 'number' ? numberText(value) : value.trim()
  const match = DECIMAL.exec(text)
  if (!match) throw new RangeError(`not a decimal: ${text}`)
  const [, sign, whole, fraction = ''] = match
  if (fraction.length > decimals) {
    if (/[^0]/.test(fraction.slice(decimals))) throw new RangeError(`more than ${decimals} decimals: ${text}`)
  }
  const digits = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'))
  return sign === '-' ? -digits : digits
}

/** An integer of 10^-decimals units as decimal text with exactly `decimals` places. */
export function fromScaled(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
  return negative ? `-${text}` : text
}

/** A JSON number as plain decimal text (no exponent): prices are at most 10^9 with 2 places. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`)
  const text = String(value)
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text
}

/**
 * The one rounding of money: `numerator / denominator` to the nearest integer, halves away from
 * zero (as banks and ISO 4217 tables round a converted amount). Denominator > 0.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n)
  return negative ? -quotient : quotient
}

/** Minor units of `currency` from decimal text or a JSON number. */
export function toMinor(value: string | number, currency: Currency): bigint {
  return toScaled(value, MINOR_UNITS[currency])
}

/** Decimal text with the currency's minor units, `"270000.00"`. */
export function fromMinor(minor: bigint, currency: Currency): string {
  return fromScaled(minor, MINOR_UNITS[currency])
}

/**
 * A US-dollar amount in `rate.currency`, rounded once to that currency's minor units:
 * usdMinor × units_per_usd, scaled from the dollar's minor units and the rate's decimals to the
 * currency's minor units.
 */
export function convertFromUsd(usd: string | number, rate: Rate): string {
  const { perUsd, shift } = scaleOf(rate)
  return fromMinor(divideRounded(toMinor(usd, BASE_CURRENCY) * perUsd, shift), rate.currency)
}

/** An amount in `rate.currency` in US dollars at that rate, rounded once to cents. */
export function convertToUsd(amount: string | number, rate: Rate): string {
  const { perUsd, shift } = scaleOf(rate)
  return fromMinor(divideRounded(toMinor(amount, rate.currency) * shift, perUsd), BASE_CURRENCY)
}

/**
 * A rate as integers: `perUsd` in millionths, and `shift`, the power of ten from dollar cents ×
 * rate millionths to the currency's minor units.
 */
function scaleOf(rate: Rate) {
  const perUsd = toScaled(rate.units_per_usd, RATE_DECIMALS)
  const shift = 10n ** BigInt(MINOR_UNITS[BASE_CURRENCY] + RATE_DECIMALS - MINOR_UNITS[rate.currency])
  return { perUsd, shift }
}

/** Decimals a filter bound is read to before it is taken to the currency's minor units. */
const BOUND_DECIMALS = 20

function floorDiv(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient
}

const ceilDiv = (numerator: bigint, denominator: bigint) => -floorDiv(-numerator, denominator)

/** A bound in `currency` as whole minor units: display amounts are, so finer places round inward. */
function boundMinor(amount: string | number, currency: Currency, up: boolean): bigint {
  const unit = 10n ** BigInt(BOUND_DECIMALS - MINOR_UNITS[currency])
  const scaled = toScaled(amount, BOUND_DECIMALS)
  return up ? ceilDiv(scaled, unit) : floorDiv(scaled, unit)
}

/**
 * A price filter's lower bound read in `rate.currency`, as US dollars: the least dollar amount
 * that convertFromUsd shows at `rate` as `amount` or more. A filter on dollar amounts from it
 * keeps exactly the prices whose display amounts reach the bound (prices of zero or more):
 * round(p·R / S) ≥ B ⟺ p·R / S ≥ B − ½ ⟺ p ≥ (2B − 1)·S / 2R, in cents p, rate millionths R,
 * bound minor units B and the scale S between them.
 */
export function usdShownAtLeast(amount: string | number, rate: Rate): string {
  const { perUsd, shift } = scaleOf(rate)
  const bound = boundMinor(amount, rate.currency, true)
  return fromMinor(ceilDiv((2n * bound - 1n) * shift, 2n * perUsd), BASE_CURRENCY)
}

/**
 * A price filter's upper bound read in `rate.currency`, as US dollars: the greatest dollar amount
 * shown at `rate` as `amount` or less; round(p·R / S) ≤ B ⟺ p < (2B + 1)·S / 2R.
 */
export function usdShownAtMost(amount: string | number, rate: Rate): string {
  const { perUsd, shift } = scaleOf(rate)
  const bound = boundMinor(amount, rate.currency, false)
  return fromMinor(ceilDiv((2n * bound + 1n) * shift, 2n * perUsd) - 1n, BASE_CURRENCY)
}
