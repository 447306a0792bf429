import type { Order } from '@caravanserai/contracts/orders'
import type { TestApp } from './build-test-app.ts'
import type { TestUser } from './factories.ts'
import { injectAs } from './inject-as.ts'
import { createFixtureDestination, createFixtureProduct, createFixtureSeller } from './shop-fixture.ts'

// For the shipment tests (docs/decisions/060-shipment-milestones.md): a shop whose destination has
// a route of three legs, and orders of two lines brought to processing.

/** Tehran → Meghri border (3 days), customs in Yerevan (2), the delivery (1): 6 days door to door. */
export const ROUTE = [
  {
    names: {
      en: 'Tehran → Meghri border',
      ru: 'Тегеран → граница Мегри',
      hy: 'Թեհրան → Մեղրիի սահման',
      fa: 'تهران ← مرز مغری',
    },
    days: 3,
    ends_with: 'border_crossed',
  },
  { names: { en: 'Customs in Yerevan', ru: 'Таможня в Ереване' }, days: 2, ends_with: 'customs_cleared' },
  { names: { en: 'Delivery' }, days: 1, ends_with: 'delivered' },
] as const

export type ShipmentShop = {
  staff: TestUser
  destination: number
  variations: [number, number]
}

/** A shop with two variations ($40 and $10) in ample stock, a destination with ROUTE, and an operator. */
export async function createShipmentShop(t: TestApp): Promise<ShipmentShop> {
  const product = await createFixtureProduct(t.database.db, [
    { price: '40.00', stock: 100_000 },
    { price: '10.00', stock: 100_000 },
  ])
  const destination = await createFixtureDestination(t.database.db)
  await createFixtureSeller(t.database.db)
  const staff = await t.users.staff()
  const send = injectAs(() => t)
  const put = await send('PUT', `/ops/destinations/${destination}/legs/`, staff, { legs: ROUTE })
  if (put.statusCode !== 200) throw new Error(`route: ${put.body}`)
  return { staff, destination, variations: product.variationIds as [number, number] }
}

/**
 * A buyer's order of `quantities` of the shop's two variations, quoted at no shipping cost and
 * approved (processing), and paid in full when `paid`. Its lines come in the variations' order.
 */
export async function processingOrder(
  t: TestApp,
  shop: ShipmentShop,
  buyer: TestUser,
  { quantities = [5, 3], paid = true, destination = shop.destination } = {},
): Promise<Order> {
  const send = injectAs(() => t)
  for (const [i, quantity] of quantities.entries()) {
    const added = await send('POST', '/customer/cart/create/', buyer, {
      product_variation: shop.variations[i],
      quantity,
    })
    if (added.statusCode !== 201) throw new Error(`cart: ${added.body}`)
  }
  const placed = await send('POST', '/order/request-shipping/', buyer, { shipping_destination: destination })
  if (placed.statusCode !== 201) throw new Error(`request: ${placed.body}`)
  const { id } = placed.json() as Order
  await send('POST', `/ops/orders/${id}/quote/`, shop.staff, { shipping_price: 0 })
  const approved = await send('POST', `/customer/approve-shipping-cost/${id}/`, buyer)
  if (approved.json().status !== 'processing') throw new Error(`approve: ${approved.body}`)
  if (paid) {
    const total = (approved.json() as Order).total_amount
    const res = await send('POST', `/ops/orders/${id}/payments/`, shop.staff, {
      amount: total,
      received_on: '2026-03-01',
    })
    if (res.statusCode !== 201) throw new Error(`payment: ${res.body}`)
  }
  return (await send('GET', `/orders/${id}/`, buyer)).json() as Order
}
