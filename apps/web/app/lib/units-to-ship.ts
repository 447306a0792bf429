import type { Order } from '@caravanserai/contracts/orders'
import type { Shipment } from '@caravanserai/contracts/shipments'

type OrderItem = Order['order_items'][number]

/** An order line and how many of its units no shipment has carried yet. */
export type LineToShip = { item: OrderItem; shipped: number; remaining: number }

/**
 * Each line of an order with the units its shipments carried and those still to leave
 * (docs/decisions/060-shipment-milestones.md): the buyer's "still to ship" and the console's
 * default quantities both read it.
 */
export function unitsToShip(items: readonly OrderItem[], shipments: readonly Shipment[]): LineToShip[] {
  const shipped = new Map<number, number>()
  for (const shipment of shipments) {
    for (const line of shipment.lines)
      shipped.set(line.order_item_id, (shipped.get(line.order_item_id) ?? 0) + line.quantity)
  }
  return items.map((item) => {
    const done = shipped.get(item.id) ?? 0
    return { item, shipped: done, remaining: Math.max(0, item.quantity - done) }
  })
}
