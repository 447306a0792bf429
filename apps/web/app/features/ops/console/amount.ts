/** Whole cents of an amount the API sent with two decimals: sums of them stay exact. */
export function toCents(amount: number): number {
  return Math.round(amount * 100)
}
