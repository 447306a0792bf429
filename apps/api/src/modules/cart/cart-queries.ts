import type { CartItem, CartResponse } from '@caravanserai/contracts/cart'
import type { Locale } from '@caravanserai/contracts/languages'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { cartItems } from '../../db/schema/cart.ts'
import { translated } from '../../db/translations.ts'
import { tiersJson, unitPrice } from '../catalog/price-tiers.ts'
import { imagesJson } from '../catalog/product-images.ts'

/**
 * A cart line: its stored id and quantity, the rest computed (prices at the line's volume tier,
 * availability, the variation as JSON).
 */
type CartRow = Row<typeof cartItems, 'id' | 'quantity'> &
  Omit<CartItem, 'id' | 'quantity'> & { total_price: number; total_quantity: number }

/** The buyer's cart lines (one line when `itemId` is given), oldest first, with totals in numeric. */
async function cartRows(db: Db, buyerId: number, locale: Locale, itemId?: number): Promise<CartRow[]> {
  const productName = translated('product_translations', 'product_id', sql`p.id`, 'name', locale)
  const unit = unitPrice(sql`v`, sql`c.quantity`)
  return queryRows<CartRow>(
    db,
    sql`select c.id, c.quantity, (c.quantity * ${unit})::float8 as line_total,
        (p.is_active and p.deleted_at is null) as is_available,
        json_build_object(
          'id', v.id,
          'name', coalesce(${translated('product_variation_translations', 'product_variation_id', sql`v.id`, 'name', locale)}, v.name),
          'price', ${unit}::float8,
          'price_tiers', ${tiersJson(sql`v`)},
          'stock', v.stock,
          'minimum_order_quantity', v.minimum_order_quantity,
          'images', ${imagesJson(locale, productName)},
          'product_id', p.id,
          'product_name', coalesce(${productName}, '')
        ) as product_variation,
        (sum(c.quantity * ${unit}) over ())::float8 as total_price,
        (sum(c.quantity) over ())::int as total_quantity
      from cart_items c
      join product_variations v on v.id = c.product_variation_id
      join products p on p.id = v.product_id
      where c.user_id = ${buyerId} ${itemId ? sql`and c.id = ${itemId}` : sql``}
      order by c.created_at, c.id`,
  )
}

const toItem = ({ total_price: _, total_quantity: __, ...item }: CartRow): CartItem => item

export async function getCart(db: Db, buyerId: number, locale: Locale): Promise<CartResponse> {
  const rows = await cartRows(db, buyerId, locale)
  return {
    items: rows.map(toItem),
    item_count: rows.length,
    total_quantity: rows[0]?.total_quantity ?? 0,
    total_price: rows[0]?.total_price ?? 0,
  }
}

export async function getCartItem(db: Db, buyerId: number, itemId: number, locale: Locale) {
  const [row] = await cartRows(db, buyerId, locale, itemId)
  return row ? toItem(row) : null
}
