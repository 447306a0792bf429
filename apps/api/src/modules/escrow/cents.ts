/**
 * Money as whole cents in a bigint (docs/decisions/043-escrow-ledger.md): read from and written
 * to the database's numeric(12,2) text exactly, split without a cent lost or made.
 */

/** Amounts as the database's numeric text. */
export type Decimal = `${number}`

/** "1234.5" or "-0.07" → cents; anything that is not a decimal of at most two places throws. */
export function parseCents(decimal: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim())
  if (!match) throw new Error(`not an amount of money: ${decimal}`)
  const [, sign, whole, fraction = ''] = match
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'))
  return sign ? -cents : cents
}

/** Cents → "1234.50", as numeric(12,2) takes it. */
export function centsText(cents: bigint): Decimal {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}` as Decimal
}

/** A contract's amount (a number of two decimals, already validated) → cents. */
export function centsOf(amount: number): bigint {
  return BigInt(Math.round(amount * 100))
}

/**
 * Splits `cents` over `weights` in proportion, each share whole cents: the floor of each share,
 * then the cents left over one each to the largest remainders (the earlier on a tie). The shares
 * add up to `cents` exactly. All weights zero splits evenly.
 */
export function allocate(cents: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) return []
  if (weights.some((w) => w < 0n)) throw new Error('weights are never negative')
  const even = weights.every((w) => w === 0n)
  const w = even ? weights.map(() => 1n) : weights
  const total = w.reduce((a, b) => a + b, 0n)
  const shares = w.map((x) => (cents * x) / total)
  const remainders = w.map((x, i) => ({ i, r: (cents * x) % total }))
  let left = cents - shares.reduce((a, b) => a + b, 0n)
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1))
  for (const { i } of remainders) {
    if (left === 0n) break
    shares[i]! += 1n
    left -= 1n
  }
  return shares
}
