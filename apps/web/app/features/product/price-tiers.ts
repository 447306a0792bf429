import type { PriceTier } from '@caravanserai/contracts/price-tiers'

/**
 * The index of the tier a line of `quantity` is priced by: the last one starting at or below it
 * (below the first tier's start, the first), as `tierPrice` picks its price.
 */
export function currentTier(tiers: readonly Pick<PriceTier, 'min_quantity'>[], quantity: number): number {
  let index = 0
  tiers.forEach((tier, i) => {
    if (quantity >= tier.min_quantity) index = i
  })
  return index
}
