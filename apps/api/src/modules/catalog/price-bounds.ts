/**
 * A price filter's bound as US-dollar cents, exactly: the bound is compared with `lowest_price`
 * (numeric, two places) as the decimal the driver sends, `String(bound)`, so `price_gt=10.005`
 * keeps prices of 10.01 and more. Read from that text with integers, never by scaling a double
 * (docs/decisions/051-search-at-scale.md).
 */
const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i

/** The bound as an exact fraction: `digits / 10^scale`. */
function exactly(bound: number): { digits: bigint; scale: number } {
  const match = DECIMAL.exec(String(bound))
  if (!match) throw new RangeError(`not a price bound: ${bound}`)
  const [, whole, fraction = '', exponent = '0'] = match
  const scale = fraction.length - Number(exponent)
  const digits = BigInt(whole + fraction)
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 }
}

/** The fewest cents that are at least `bound` dollars. */
export function centsAtLeast(bound: number): number {
  const { digits, scale } = exactly(bound)
  const unit = 10n ** BigInt(Math.max(scale - 2, 0))
  const cents = scale >= 2 ? (digits + unit - 1n) / unit : digits * 10n ** BigInt(2 - scale)
  return Number(cents)
}

/** The most cents that are at most `bound` dollars. */
export function centsAtMost(bound: number): number {
  const { digits, scale } = exactly(bound)
  const cents = scale >= 2 ? digits / 10n ** BigInt(scale - 2) : digits * 10n ** BigInt(2 - scale)
  return Number(cents)
}
