import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import type { Row } from '../../db/row.ts'
import type { productVariations } from '../../db/schema/products.ts'
import { changingStock } from '../catalog/catalog-changes.ts'
import { rebuildProductCards } from '../catalog/product-cards.ts'

/**
 * Gives back the stock the order took (docs/decisions/041-ways-out-of-an-order.md), in `tx`, the
 * transaction that cancels it: each line's quantity returns to its variation, read from the
 * order's own lines as checkout took it. A line whose variation has left the catalogue has
 * nothing to return to. Products, then variations, are locked in id order, as checkout locks
 * them, so the two never deadlock; the products' cards are rebuilt with the new stock, announced
 * as a change of their stock alone (docs/decisions/050-caches-that-survive-orders.md).
 */
export async function returnStock(tx: Db, orderId: number, now: Date): Promise<void> {
  const taken = await queryRows<Row<typeof productVariations, 'productId' | 'id'>>(
    tx,
    sql`select distinct v.product_id as "productId", v.id
      from order_items i join product_variations v on v.id = i.product_variation_id
      where i.order_id = ${orderId}`,
  )
  if (taken.length === 0) return
  const productIds = [...new Set(taken.map((t) => t.productId))].sort((a, b) => a - b)
  const variationIds = taken.map((t) => t.id).sort((a, b) => a - b)
  await tx.execute(
    sql`select id from products where id = any(${idArray(productIds)}) order by id for no key update`,
  )
  await tx.execute(
    sql`select id from product_variations where id = any(${idArray(variationIds)}) order by id for no key update`,
  )
  await tx.execute(sql`update product_variations v set stock = v.stock + i.quantity, updated_at = ${now}
    from (select product_variation_id, sum(quantity)::int as quantity from order_items
      where order_id = ${orderId} and product_variation_id is not null group by product_variation_id) i
    where v.id = i.product_variation_id`)
  await changingStock(tx, productIds, async () => {
    for (const productId of productIds) await rebuildProductCards(tx, productId)
  })
}
