// Volume price tiers' rules (docs/product.md#volume-price-tiers), apart from their schemas in
// price-tiers.ts so that a page can use them without zod.

/** A tier as written: from `min_quantity` units on, each unit costs `price`. */
type Tier = { min_quantity: number; price: number }

/** The message key of what is wrong with a list of tiers, null when nothing is. */
export type TierProblem =
  | 'ops.tierFirstAtMinimum'
  | 'ops.tierFirstPrice'
  | 'ops.tiersAscending'
  | 'ops.tierPriceNotLower'

/**
 * A variation's tiers are ascending and do not overlap (each starts past the one before), the
 * first starts at the minimum order quantity at the variation's price, and each later one is
 * cheaper than the one before: a larger quantity never costs more per unit. Returns the problem
 * and the index of the tier that has it.
 */
export function checkTiers(
  tiers: readonly Tier[],
  variation: { price: number; minimum_order_quantity: number },
): { problem: TierProblem; index: number } | null {
  const [first] = tiers
  if (!first) return null
  if (first.min_quantity !== variation.minimum_order_quantity)
    return { problem: 'ops.tierFirstAtMinimum', index: 0 }
  if (first.price !== variation.price) return { problem: 'ops.tierFirstPrice', index: 0 }
  for (let i = 1; i < tiers.length; i++) {
    const previous = tiers[i - 1] as Tier
    const tier = tiers[i] as Tier
    if (tier.min_quantity <= previous.min_quantity) return { problem: 'ops.tiersAscending', index: i }
    if (tier.price >= previous.price) return { problem: 'ops.tierPriceNotLower', index: i }
  }
  return null
}

/** The tiers as read, each closed by the next one's start. */
export function readTiers(tiers: readonly Tier[]): (Tier & { max_quantity: number | null })[] {
  return tiers.map((tier, i) => {
    const next = tiers[i + 1]
    return { ...tier, max_quantity: next ? next.min_quantity - 1 : null }
  })
}

/**
 * The unit price of a line of `quantity`: the tier whose range holds it (below the first tier's
 * start, the first tier's). The server computes it in SQL (apps/api catalog/price-tiers.ts); this
 * is the same rule for the storefront's display and for the tests.
 */
export function tierPrice(
  tiers: readonly { min_quantity: number; price: number }[],
  quantity: number,
): number {
  let unit = tiers[0]?.price ?? 0
  for (const tier of tiers) if (quantity >= tier.min_quantity) unit = tier.price
  return unit
}
