import type { PriceTier } from '@caravanserai/contracts/price-tiers'

/**
 * The volume tier a cart line would reach next by buying more (docs/product.md#volume-price-tiers):
 * the first starting above its quantity, when the stock can fill it; else null.
 */
export function nextTier(tiers: readonly PriceTier[], quantity: number, stock: number): PriceTier | null {
  const next = tiers.find((tier) => tier.min_quantity > quantity)
  return next && next.min_quantity <= stock ? next : null
}
