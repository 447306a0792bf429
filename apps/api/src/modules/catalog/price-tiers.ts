import type { PriceTierBody } from '@caravanserai/contracts/price-tiers'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { variationPriceTiers } from '../../db/schema/products.ts'

// Volume price tiers (docs/product.md#volume-price-tiers). The variation row is the first tier
// (its minimum order quantity and price); variation_price_tiers holds the ones after it.

/**
 * The unit price of `quantity` units of variation `v` (an alias or an expression with `id` and
 * `price`): the last tier starting at or below the quantity, else the variation's price. Every
 * price the server charges goes through here: cart, checkout and order lines.
 */
export function unitPrice(v: SQL, quantity: SQL): SQL {
  return sql`coalesce((select pt.price from variation_price_tiers pt
    where pt.product_variation_id = ${v}.id and pt.min_quantity <= ${quantity}
    order by pt.min_quantity desc limit 1), ${v}.price)`
}

/** Variation `v`'s tiers as the API reads them: ascending, each closed by the next one's start. */
export function tiersJson(v: SQL): SQL {
  return sql`(select json_agg(json_build_object('min_quantity', t.q,
      'max_quantity', t.next - 1, 'price', t.price) order by t.q)
    from (select x.q, x.price, lead(x.q) over (order by x.q) as next
      from (select ${v}.minimum_order_quantity as q, ${v}.price::float8 as price
        union all select pt.min_quantity, pt.price::float8 from variation_price_tiers pt
          where pt.product_variation_id = ${v}.id) x) t)`
}

/** Variation `v`'s tiers as the console writes them: the first at the minimum order quantity. */
export function tierBodiesJson(v: SQL): SQL {
  return sql`(select json_agg(json_build_object('min_quantity', x.q, 'price', x.price) order by x.q)
    from (select ${v}.minimum_order_quantity as q, ${v}.price::float8 as price
      union all select pt.min_quantity, pt.price::float8 from variation_price_tiers pt
        where pt.product_variation_id = ${v}.id) x)`
}

/**
 * Replaces a variation's tiers after the first with `tiers` (checked by the body's schema: the
 * first at the minimum order quantity and the variation's price, then rising quantities at falling
 * prices). Returns the lowest unit price.
 */
export async function writeTiers(
  db: Db,
  variationId: number,
  price: number,
  tiers: readonly PriceTierBody[],
): Promise<number> {
  await db.delete(variationPriceTiers).where(eq(variationPriceTiers.productVariationId, variationId))
  const after = tiers.slice(1)
  if (after.length > 0) {
    await db.insert(variationPriceTiers).values(
      after.map((t) => ({
        productVariationId: variationId,
        minQuantity: t.min_quantity,
        price: t.price.toFixed(2),
      })),
    )
  }
  return after.at(-1)?.price ?? price
}
