import { type CreateCartItemBody, MAX_CART_LINES } from '@caravanserai/contracts/cart'
import { sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { AppError } from '../../errors.ts'

type Variation = { stock: number; minimum_order_quantity: number }

/** At least the variation's minimum order, at most its stock (re-checked at checkout). */
function checkQuantity(quantity: number, { stock, minimum_order_quantity: min }: Variation) {
  if (stock === 0) throw new AppError('cart.outOfStock', 400)
  if (quantity < min) throw new AppError('cart.belowMinimum', 400, { min })
  if (quantity > stock) throw new AppError('cart.aboveStock', 400, { stock })
}

/** Adds to the buyer's line of the variation, or opens one; returns the line's id. */
export async function addToCart(db: Db, buyerId: number, body: CreateCartItemBody): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [variation] = await queryRows<Variation>(
      tx,
      sql`select v.stock, v.minimum_order_quantity from product_variations v join products p on p.id = v.product_id
        where v.id = ${body.product_variation} and p.is_active and p.deleted_at is null`,
    )
    if (!variation) throw new AppError('cart.variationNotFound', 404)
    const [line] = await queryRows<{ id: number; quantity: number; lines: number }>(
      tx,
      sql`insert into cart_items (user_id, product_variation_id, quantity)
        values (${buyerId}, ${body.product_variation}, ${body.quantity})
        on conflict (user_id, product_variation_id)
        do update set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        returning id, quantity`,
    )
    checkQuantity(line!.quantity, variation)
    const [counted] = await queryRows<{ lines: number }>(
      tx,
      sql`select count(*)::int as lines from cart_items where user_id = ${buyerId}`,
    )
    if (counted!.lines > MAX_CART_LINES) throw new AppError('cart.tooManyLines', 400, { max: MAX_CART_LINES })
    return line!.id
  })
}

/** Sets a line's quantity; false when the buyer has no such line. */
export async function updateCartItem(db: Db, buyerId: number, itemId: number, quantity: number) {
  return inTransaction(db, async (tx) => {
    const [variation] = await queryRows<Variation & { available: boolean }>(
      tx,
      sql`select v.stock, v.minimum_order_quantity, (p.is_active and p.deleted_at is null) as available
        from cart_items c
        join product_variations v on v.id = c.product_variation_id
        join products p on p.id = v.product_id
        where c.id = ${itemId} and c.user_id = ${buyerId} for update of c`,
    )
    if (!variation) return false
    // As adding does: a product withdrawn from sale takes no more of the buyer's quantity.
    if (!variation.available) throw new AppError('cart.variationNotFound', 404)
    checkQuantity(quantity, variation)
    await tx.execute(
      sql`update cart_items set quantity = ${quantity}, updated_at = now() where id = ${itemId}`,
    )
    return true
  })
}

/** False when the buyer has no such line. */
export async function removeCartItem(db: Db, buyerId: number, itemId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from cart_items where id = ${itemId} and user_id = ${buyerId} returning id`,
  )
  return rows.length > 0
}

export async function clearCart(db: Db, buyerId: number): Promise<void> {
  await db.execute(sql`delete from cart_items where user_id = ${buyerId}`)
}
