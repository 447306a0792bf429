import type { Lang } from '@caravanserai/contracts/languages'
import { checkTiers, type TierProblem } from '@caravanserai/contracts/price-tier-rules'
import { PRICE_TIERS_MAX, type PriceTierBody, PriceTierBodySchema } from '@caravanserai/contracts/price-tiers'
import { z } from 'zod'
import { amount, typed } from './form-numbers.ts'

// A variation's volume price tiers in the product editor (docs/product.md#volume-price-tiers).
// The first tier is the variation's own minimum order and price, so the form holds only the rows
// after it; the body sends the whole list.

/** A tier after the first, as typed in the page language's digits. */
export type TierValues = { min_quantity: string; price: string }

/** Rows the editor allows after the first tier. */
export const EXTRA_TIERS_MAX = PRICE_TIERS_MAX - 1

export function newTier(): TierValues {
  return { min_quantity: '', price: '' }
}

/** The rows of a saved variation's tiers: every tier after the first. */
export function tierValuesOf(lang: Lang, tiers: readonly PriceTierBody[]): TierValues[] {
  return tiers.slice(1).map((tier) => ({
    min_quantity: typed(lang, tier.min_quantity),
    price: typed(lang, tier.price, 2),
  }))
}

/** One row's quantity and price, read in the page language and judged by the contract. */
export function tierRowSchema(lang: Lang) {
  const shape = PriceTierBodySchema.shape
  return z.object({ min_quantity: amount(lang, shape.min_quantity), price: amount(lang, shape.price) })
}

type Variation = { price: number; minimum_order_quantity: number }

/** The list the body sends: the first tier at the minimum order and the price, then the rows. */
export function tierBodiesOf(variation: Variation, rows: readonly PriceTierBody[]): PriceTierBody[] {
  return [{ min_quantity: variation.minimum_order_quantity, price: variation.price }, ...rows]
}

/**
 * The contract's rule over the rows, once every number in them is valid: the problem on the
 * field of the row that has it (a quantity not past the row above, a price not below it).
 */
export function tierIssue(
  variation: Variation,
  rows: readonly PriceTierBody[],
): { path: ['tiers', number, keyof PriceTierBody]; message: TierProblem } | null {
  const tiers = tierBodiesOf(variation, rows)
  if (!z.array(PriceTierBodySchema).safeParse(tiers).success) return null
  const wrong = checkTiers(tiers, variation)
  if (!wrong || wrong.index === 0) return null
  const field = wrong.problem === 'ops.tierPriceNotLower' ? 'price' : 'min_quantity'
  return { path: ['tiers', wrong.index - 1, field], message: wrong.problem }
}

const SERVER_TIER = /^variations\.(\d+)\.price_tiers\.(\d+)(\.min_quantity|\.price)?$/

/**
 * Where a server message about a tier goes (`variations.0.price_tiers.2.price`): tier M is the
 * form's row M − 1, the message of a whole tier on its row. The first tier, which the form makes
 * from the variation, has no row (null).
 */
export function tierFieldOf(serverPath: string): string | null {
  const found = SERVER_TIER.exec(serverPath)
  if (!found || Number(found[2]) < 1) return null
  return `variations.${found[1]}.tiers.${Number(found[2]) - 1}${found[3] ?? ''}`
}
