import { z } from 'zod'

// Volume price tiers (docs/product.md#volume-price-tiers): a variation's unit price falls as the
// quantity of a line grows. The first tier starts at the minimum order quantity at the variation's
// `price`; each further tier starts at a larger quantity at a lower price and runs up to the next.

export const PRICE_TIERS_MAX = 10

// The rules themselves (checkTiers, readTiers, tierPrice) are in price-tier-rules.ts, which holds
// no schema: the product page uses them without loading zod (decisions/021).

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
