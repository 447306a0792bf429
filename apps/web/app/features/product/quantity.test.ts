import { expect, test } from 'vitest'
import {
  canOrder,
  quantityBounds,
  steppedQuantity,
  subtotal,
  typedQuantity,
  variationLabel,
} from './quantity.ts'

const bounds = quantityBounds({ minimum_order_quantity: 50, stock: 400 })

test('the minimum is the minimum order, 1 by default, and the maximum the stock', () => {
  expect(bounds).toEqual({ min: 50, max: 400 })
  expect(quantityBounds({ minimum_order_quantity: 0, stock: 3 })).toEqual({ min: 1, max: 3 })
})

test('ignores typed values below the minimum and clamps values above the stock', () => {
  expect(typedQuantity('10', bounds, 60)).toBe(60)
  expect(typedQuantity('120', bounds, 60)).toBe(120)
  expect(typedQuantity('9999', bounds, 60)).toBe(400)
  expect(typedQuantity('abc', bounds, 60)).toBe(60)
  expect(typedQuantity('-5', bounds, 60)).toBe(60)
  expect(typedQuantity('۱۲۰', bounds, 60)).toBe(120)
})

test('the stepper stays within the bounds', () => {
  expect(steppedQuantity(50, -1, bounds)).toBe(50)
  expect(steppedQuantity(400, 1, bounds)).toBe(400)
  expect(steppedQuantity(60, 1, bounds)).toBe(61)
})

test('cannot order out of stock or when the stock is below the minimum', () => {
  expect(canOrder(bounds)).toBe(true)
  expect(canOrder(quantityBounds({ minimum_order_quantity: 1, stock: 0 }))).toBe(false)
  expect(canOrder(quantityBounds({ minimum_order_quantity: 50, stock: 20 }))).toBe(false)
})

test('the subtotal is exact to the cent', () => {
  expect(subtotal(0.1, 3)).toBe(0.3)
  expect(subtotal(11.2, 300)).toBe(3360)
})

test('an attribute named Type labels the variation', () => {
  const attr = (name: string, value: string) => ({ attribute: { id: 1, name }, value: { id: 1, value } })
  expect(variationLabel({ name: 'V1', product_attributes: [attr('Type', 'Sargol')] })).toBe('Sargol')
  expect(variationLabel({ name: 'V1', product_attributes: [attr('Grade', 'A')] })).toBe('V1')
})
