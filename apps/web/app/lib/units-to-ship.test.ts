import type { Shipment } from '@caravanserai/contracts/shipments'
import { expect, test } from 'vitest'
import { unitsToShip } from './units-to-ship.ts'

const item = (id: number, quantity: number) => ({
  id,
  quantity,
  line_total: quantity * 10,
  product_variation: {
    id: id + 100,
    name: '1 kg tin',
    price: 10,
    product_id: 7,
    product_name: `Product ${id}`,
    product_avatar: null,
  },
})

const shipment = (lines: Shipment['lines']): Shipment => ({
  id: lines[0]!.order_item_id,
  number: 1,
  tracking_number: 'TRK',
  carrier: null,
  lines,
  dispatched_on: '2026-11-20',
  planned_arrival: null,
  estimated_arrival: null,
  delivered_on: null,
  late: false,
  legs: [],
  milestones: [],
})

test('counts the units every shipment carried per line, and what is left of each', () => {
  const lines = unitsToShip(
    [item(1, 5), item(2, 3), item(3, 4)],
    [
      shipment([
        { order_item_id: 1, quantity: 2 },
        { order_item_id: 2, quantity: 3 },
      ]),
      shipment([{ order_item_id: 1, quantity: 1 }]),
    ],
  )
  expect(lines.map(({ item: { id }, shipped, remaining }) => ({ id, shipped, remaining }))).toEqual([
    { id: 1, shipped: 3, remaining: 2 },
    { id: 2, shipped: 3, remaining: 0 },
    { id: 3, shipped: 0, remaining: 4 },
  ])
})

test('never says less than nothing is left, whatever the shipments carried', () => {
  const [line] = unitsToShip([item(1, 2)], [shipment([{ order_item_id: 1, quantity: 5 }])])
  expect(line!.remaining).toBe(0)
})
