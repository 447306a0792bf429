import type { ProductDetail } from '@caravanserai/contracts/catalog'
import { latinDigits } from '../../lib/format.ts'

export type Variation = ProductDetail['product_variations'][number]
export type QuantityBounds = { min: number; max: number }

/** The minimum is the variation's minimum order (default 1), the maximum its stock. */
export function quantityBounds(
  variation: Pick<Variation, 'minimum_order_quantity' | 'stock'>,
): QuantityBounds {
  return { min: Math.max(1, variation.minimum_order_quantity || 1), max: Math.max(0, variation.stock) }
}

/** Whether the variation can be ordered at all: in stock, with enough stock for the minimum. */
export function canOrder(bounds: QuantityBounds): boolean {
  return bounds.max > 0 && bounds.max >= bounds.min
}

/**
 * Typing rules (docs/product.md#validation-rules): a value below the minimum is ignored (the
 * quantity stays as it was), a value above the stock is clamped to it; anything not a whole number
 * is ignored.
 */
export function typedQuantity(text: string, bounds: QuantityBounds, current: number): number {
  const digits = latinDigits(text).trim()
  if (!/^\d+$/.test(digits)) return current
  const value = Number(digits)
  if (value < bounds.min) return current
  return Math.min(value, bounds.max)
}

/** The stepper's +/− : one step, kept within the bounds. */
export function steppedQuantity(current: number, step: 1 | -1, bounds: QuantityBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, current + step))
}

/** Price × quantity in whole cents, so no float error reaches the subtotal. */
export function subtotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100
}

/** An attribute named Type is the variation's label; else its name. */
export function variationLabel(variation: Pick<Variation, 'name' | 'product_attributes'>): string {
  const type = variation.product_attributes.find((a) => a.attribute.name.trim().toLowerCase() === 'type')
  return type?.value.value ?? variation.name
}
