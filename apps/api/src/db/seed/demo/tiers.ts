import type { DemoVariation } from './types.ts'

/**
 * The demo's volume price tiers (docs/product.md#volume-price-tiers): a variation stocked for bulk
 * buyers (fifty times its minimum order or more) is 5 % cheaper from ten times its minimum order
 * and 10 % cheaper from fifty times, as exporters' price lists commonly are.
 */
export function demoTiers(v: Pick<DemoVariation, 'price' | 'stock' | 'minimumOrderQuantity'>) {
  if (v.stock < v.minimumOrderQuantity * 50 || v.price < 1) return []
  const cents = Math.round(v.price * 100)
  return [
    { minQuantity: v.minimumOrderQuantity * 10, price: (Math.floor(cents * 0.95) / 100).toFixed(2) },
    { minQuantity: v.minimumOrderQuantity * 50, price: (Math.floor(cents * 0.9) / 100).toFixed(2) },
  ]
}
