import type { CartItem } from '@caravanserai/contracts/cart'
import { latinDigits } from '../../lib/format.ts'

export type QuantityBounds = { min: number; max: number }

/** At least the variation's minimum order (default 1), at most its stock. */
export function lineBounds(
  variation: Pick<CartItem['product_variation'], 'minimum_order_quantity' | 'stock'>,
): QuantityBounds {
  return { min: Math.max(1, variation.minimum_order_quantity || 1), max: Math.max(0, variation.stock) }
}

/** Whether any quantity fits: in stock, with stock enough for the minimum order. */
export function isOrderable(bounds: QuantityBounds): boolean {
  return bounds.max > 0 && bounds.max >= bounds.min
}

/**
 * The quantity a typed value asks for: below the minimum it is ignored (null: the line keeps its
 * quantity), above the stock it is clamped; anything not a whole number is ignored.
 */
export function typedQuantity(text: string, bounds: QuantityBounds): number | null {
  const digits = latinDigits(text).trim()
  if (!/^\d{1,9}$/.test(digits)) return null
  const value = Number(digits)
  if (value < bounds.min) return null
  return Math.min(value, bounds.max)
}

/**
 * One step of the − and + buttons, kept within the bounds: a line holding more than the stock
 * now has (another buyer ordered) steps down to the stock at once.
 */
export function steppedQuantity(current: number, step: 1 | -1, bounds: QuantityBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, current + step))
}
