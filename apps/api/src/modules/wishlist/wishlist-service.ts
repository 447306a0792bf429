import { and, eq, isNull } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { wishlistItems } from '../../db/schema/cart.ts'
import { products } from '../../db/schema/products.ts'
import { AppError } from '../../errors.ts'

/** Adds the product to the buyer's wishlist or takes it off; returns whether it is on it now. */
export async function toggleWishlist(db: Db, buyerId: number, productId: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true), isNull(products.deletedAt)))
    if (!product) throw new AppError('errors.productNotFound', 404)
    const removed = await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, buyerId), eq(wishlistItems.productId, productId)))
      .returning({ id: wishlistItems.id })
    if (removed.length > 0) return false
    await tx
      .insert(wishlistItems)
      .values({ userId: buyerId, productId })
      .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
    return true
  })
}
