import { describe, expect, test } from 'vitest'
import { isOrderable, lineBounds, steppedQuantity, typedQuantity } from './cart-quantity.ts'

const bounds = { min: 5, max: 40 }

describe('cart line quantities', () => {
  test('run from the minimum order (1 when unset) to the stock', () => {
    expect(lineBounds({ minimum_order_quantity: 5, stock: 40 })).toEqual(bounds)
    expect(lineBounds({ minimum_order_quantity: 0, stock: 3 })).toEqual({ min: 1, max: 3 })
    expect(isOrderable({ min: 5, max: 4 })).toBe(false)
    expect(isOrderable({ min: 1, max: 0 })).toBe(false)
    expect(isOrderable(bounds)).toBe(true)
  })

  test('a typed value below the minimum is ignored, one above the stock is clamped', () => {
    expect(typedQuantity('12', bounds)).toBe(12)
    expect(typedQuantity(' 4 ', bounds)).toBeNull()
    expect(typedQuantity('999', bounds)).toBe(40)
    expect(typedQuantity('1.5', bounds)).toBeNull()
    expect(typedQuantity('', bounds)).toBeNull()
    expect(typedQuantity('-7', bounds)).toBeNull()
  })

  test('Persian and Arabic digits count as digits', () => {
    expect(typedQuantity('۱۲', bounds)).toBe(12)
    expect(typedQuantity('٣٠', bounds)).toBe(30)
  })

  test('the buttons step once within the bounds, and down to the stock from above it', () => {
    expect(steppedQuantity(5, -1, bounds)).toBe(5)
    expect(steppedQuantity(5, 1, bounds)).toBe(6)
    expect(steppedQuantity(40, 1, bounds)).toBe(40)
    expect(steppedQuantity(55, -1, bounds)).toBe(40)
  })
})
