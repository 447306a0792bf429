import { expect, test } from 'vitest'
import type { LineToShip } from '../../../lib/units-to-ship.ts'
import { shipmentDefaults, shipmentFieldOf, shipmentFormSchema } from './shipment-form-values.ts'

const line = (id: number, quantity: number, shipped: number): LineToShip => ({
  item: {
    id,
    quantity,
    line_total: quantity,
    product_variation: {
      id,
      name: '',
      price: 1,
      product_id: null,
      product_name: `Line ${id}`,
      product_avatar: null,
    },
  },
  shipped,
  remaining: quantity - shipped,
})
const toShip = [line(31, 5, 2), line(32, 4, 0)]
const TODAY = '2026-11-29'
const filled = { ...shipmentDefaults(toShip, TODAY), tracking_number: ' TRK-1 ' }

test('starts with every remaining unit and sends each line with units, in Persian digits too', () => {
  expect(shipmentDefaults(toShip, TODAY).lines).toEqual([{ quantity: '3' }, { quantity: '4' }])
  const parsed = shipmentFormSchema(toShip, TODAY, false).parse({
    ...filled,
    lines: [{ quantity: '۲' }, { quantity: '0' }],
    carrier: '  ',
  })
  expect(parsed).toEqual({
    tracking_number: 'TRK-1',
    carrier: undefined,
    lines: [{ order_item_id: 31, quantity: 2 }],
    dispatched_on: TODAY,
    place: undefined,
    note: undefined,
    payment_override: undefined,
  })
})

test('refuses more than remains, nothing at all, a day after today and an unpaid shipment without a reason', () => {
  const issues = (values: object, needsOverride = false) =>
    shipmentFormSchema(toShip, TODAY, needsOverride)
      .safeParse(values)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message])
  expect(issues({ ...filled, lines: [{ quantity: '4' }, { quantity: 'x' }] })).toEqual([
    ['lines.0.quantity', 'quantityRange'],
    ['lines.1.quantity', 'quantityRange'],
  ])
  expect(issues({ ...filled, lines: [{ quantity: '0' }, { quantity: '0' }] })).toEqual([
    ['lines.0.quantity', 'nothingChosen'],
  ])
  expect(issues({ ...filled, tracking_number: ' ', dispatched_on: '2026-11-30' }, true)).toEqual([
    ['tracking_number', 'trackingRequired'],
    ['dispatched_on', 'dayInvalid'],
    ['payment_override', 'overrideRequired'],
  ])
})

test('puts a server message on a sent line under that line’s own field', () => {
  const body = { tracking_number: 'T', lines: [{ order_item_id: 32, quantity: 9 }] }
  expect(shipmentFieldOf(body, toShip, 'lines.0.quantity')).toBe('lines.1.quantity')
  expect(shipmentFieldOf(body, toShip, 'tracking_number')).toBe('tracking_number')
  expect(shipmentFieldOf(body, toShip, 'lines.3.quantity')).toBeNull()
  expect(shipmentFieldOf(body, toShip, 'unknown')).toBeNull()
})
