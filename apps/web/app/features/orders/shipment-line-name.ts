import type { Order } from '@caravanserai/contracts/orders'

/** An order line as its shipments name it: the product, and its variation when it has one. */
export function lineName(item: Order['order_items'][number]): string {
  const { product_name, name } = item.product_variation
  return [product_name, name].filter(Boolean).join(' — ')
}
