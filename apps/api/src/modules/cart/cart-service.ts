import { type CreateCartItemBody, MAX_CART_LINES } from '@caravanserai/contracts/cart'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { cartItems } from '../../db/schema/cart.ts'
import { products, productVariations } from '../../db/schema/products.ts'
import { AppError } from '../../errors.ts'

type Variation = Row<typeof productVariations, 'stock' | 'minimumOrderQuantity'>

/** At least the variation's minimum order, at most its stock (re-checked at checkout). */
function checkQuantity(quantity: number, { stock, minimumOrderQuantity: min }: Variation) {
  if (stock === 0) throw new AppError('cart.outOfStock', 400)
  if (quantity < min) throw new AppError('cart.belowMinimum', 400, { min })
  if (quantity > stock) throw new AppError('cart.aboveStock', 400, { stock })
}

/** Adds to the buyer's line of the variation, or opens one; returns the line's id. */
export async function addToCart(db: Db, buyerId: number, body: CreateCartItemBody): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [variation] = await tx
      .select({
        stock: productVariations.stock,
        minimumOrderQuantity: productVariations.minimumOrderQuantity,
      })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(
        and(
          eq(productVariations.id, body.product_variation),
          eq(products.isActive, true),
          isNull(products.deletedAt),
        ),
      )
    if (!variation) throw new AppError('cart.variationNotFound', 404)
    // Raw: the conflict adds to the quantity already there.
    const [line] = await queryRows<Row<typeof cartItems, 'id' | 'quantity'>>(
      tx,
      sql`insert into cart_items (user_id, product_variation_id, quantity)
        values (${buyerId}, ${body.product_variation}, ${body.quantity})
        on conflict (user_id, product_variation_id)
        do update set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        returning id, quantity`,
    )
    checkQuantity(line!.quantity, variation)
    const lines = await tx.$count(cartItems, eq(cartItems.userId, buyerId))
    if (lines > MAX_CART_LINES) throw new AppError('cart.tooManyLines', 400, { max: MAX_CART_LINES })
    return line!.id
  })
}

/** Sets a line's quantity; false when the buyer has no such line. */
export async function updateCartItem(db: Db, buyerId: number, itemId: number, quantity: number) {
  return inTransaction(db, async (tx) => {
    const [variation] = await queryRows<Variation & { available: boolean }>(
      tx,
      sql`select v.stock, v.minimum_order_quantity as "minimumOrderQuantity", (p.is_active and p.deleted_at is null) as available
        from cart_items c
        join product_variations v on v.id = c.product_variation_id
        join products p on p.id = v.product_id
        where c.id = ${itemId} and c.user_id = ${buyerId} for update of c`,
    )
    if (!variation) return false
    // As adding does: a product withdrawn from sale takes no more of the buyer's quantity.
    if (!variation.available) throw new AppError('cart.variationNotFound', 404)
    checkQuantity(quantity, variation)
    await tx.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(eq(cartItems.id, itemId))
    return true
  })
}

/** False when the buyer has no such line. */
export async function removeCartItem(db: Db, buyerId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, buyerId)))
    .returning({ id: cartItems.id })
  return rows.length > 0
}

export async function clearCart(db: Db, buyerId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, buyerId))
}
