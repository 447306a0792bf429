import { z } from 'zod'

// Volume price tiers (docs/product.md#volume-price-tiers): a variation's unit price falls as the
// quantity of a line grows. The first tier starts at the minimum order quantity at the variation's
// `price`; each further tier starts at a larger quantity at a lower price and runs up to the next.

export const PRICE_TIERS_MAX = 10

const quantity = z.number().int().min(1).max(1_000_000_000)
const price = z.number().min(0).max(100_000_000).multipleOf(0.01)

/** A tier as written by the console: from `min_quantity` units on, each unit costs `price`. */
export const PriceTierBodySchema = z.object({ min_quantity: quantity, price }).strict()
export type PriceTierBody = z.infer<typeof PriceTierBodySchema>

/** A tier as read: `max_quantity` is the last quantity it covers, null for the last tier. */
export const PriceTierSchema = z.object({
  min_quantity: z.number().int(),
  max_quantity: z.number().int().nullable(),
  price: z.number(),
})
export type PriceTier = z.infer<typeof PriceTierSchema>

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
  tiers: readonly PriceTierBody[],
  variation: { price: number; minimum_order_quantity: number },
): { problem: TierProblem; index: number } | null {
  const [first] = tiers
  if (!first) return null
  if (first.min_quantity !== variation.minimum_order_quantity)
    return { problem: 'ops.tierFirstAtMinimum', index: 0 }
  if (first.price !== variation.price) return { problem: 'ops.tierFirstPrice', index: 0 }
  for (let i = 1; i < tiers.length; i++) {
    const previous = tiers[i - 1] as PriceTierBody
    const tier = tiers[i] as PriceTierBody
    if (tier.min_quantity <= previous.min_quantity) return { problem: 'ops.tiersAscending', index: i }
    if (tier.price >= previous.price) return { problem: 'ops.tierPriceNotLower', index: i }
  }
  return null
}

/** The tiers as read, each closed by the next one's start. */
export function readTiers(tiers: readonly PriceTierBody[]): PriceTier[] {
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
