import { sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { AppError } from '../../errors.ts'

/** Adds the product to the buyer's wishlist or takes it off; returns whether it is on it now. */
export async function toggleWishlist(db: Db, buyerId: number, productId: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [product] = await queryRows<{ id: number }>(
      tx,
      sql`select id from products where id = ${productId} and is_active and deleted_at is null`,
    )
    if (!product) throw new AppError('errors.productNotFound', 404)
    const removed = await queryRows<{ id: number }>(
      tx,
      sql`delete from wishlist_items where user_id = ${buyerId} and product_id = ${productId} returning id`,
    )
    if (removed.length > 0) return false
    await tx.execute(sql`insert into wishlist_items (user_id, product_id) values (${buyerId}, ${productId})
      on conflict (user_id, product_id) do nothing`)
    return true
  })
}
