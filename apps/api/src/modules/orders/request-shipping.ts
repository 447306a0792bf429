import { createHash } from 'node:crypto'
import type { Locale } from '@caravanserai/contracts/languages'
import type { RequestShippingBody } from '@caravanserai/contracts/orders'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import type { Row } from '../../db/row.ts'
import { users } from '../../db/schema/accounts.ts'
import { cartItems } from '../../db/schema/cart.ts'
import { destinations } from '../../db/schema/destinations.ts'
import { orders } from '../../db/schema/orders.ts'
import type { productVariations } from '../../db/schema/products.ts'
import { translated } from '../../db/translations.ts'
import { AppError } from '../../errors.ts'
import { unitPrice } from '../catalog/price-tiers.ts'
import type { Buyer } from '../companies/company-scope.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { avatar, createOrder, shippingAddress } from './create-order.ts'
import { emailBuyer } from './order-notifications.ts'

type LockedLine = Row<typeof cartItems, 'id'> &
  Row<typeof productVariations, 'productId'> & { variationId: number }

type Line = LockedLine &
  Row<typeof cartItems, 'quantity'> &
  Row<typeof productVariations, 'stock' | 'minimumOrderQuantity'> & { listed: boolean; productName: string }

/**
 * The buyer's cart lines, locked for the order: the lines, then their products, then their
 * variations, each in id order so that concurrent checkouts never deadlock. Locking the products
 * also makes a rebuilt card read every committed stock of its variations.
 */
async function lockCart(tx: Db, buyerId: number, locale: Locale): Promise<Line[]> {
  const cart = await queryRows<LockedLine>(
    tx,
    sql`select c.id, v.product_id as "productId", v.id as "variationId" from cart_items c
      join product_variations v on v.id = c.product_variation_id
      where c.user_id = ${buyerId} order by c.id for update of c`,
  )
  if (cart.length === 0) return []
  const productIds = [...new Set(cart.map((c) => c.productId))].sort((a, b) => a - b)
  await tx.execute(
    sql`select id from products where id = any(${idArray(productIds)}) order by id for no key update`,
  )
  await tx.execute(
    sql`select id from product_variations where id = any(${idArray(cart.map((c) => c.variationId))}) order by id for no key update`,
  )
  return queryRows<Line>(
    tx,
    sql`select c.id, v.id as "variationId", v.product_id as "productId", c.quantity, v.stock,
        v.minimum_order_quantity as "minimumOrderQuantity", (p.is_active and p.deleted_at is null) as listed,
        coalesce(${translated('product_translations', 'product_id', sql`p.id`, 'name', locale)}, '') as "productName"
      from cart_items c join product_variations v on v.id = c.product_variation_id join products p on p.id = v.product_id
      where c.id = any(${idArray(cart.map((c) => c.id))}) order by c.id`,
  )
}

/** The cart's rules at order time: every line listed, at least its minimum order, at most the stock. */
function checkLines(lines: Line[]) {
  for (const line of lines) {
    const product = line.productName
    if (!line.listed) throw new AppError('orders.productUnavailable', 400, { product })
    if (line.stock === 0) throw new AppError('orders.outOfStock', 400, { product })
    if (line.quantity < line.minimumOrderQuantity)
      throw new AppError('orders.belowMinimum', 400, { product, min: line.minimumOrderQuantity })
    if (line.quantity > line.stock)
      throw new AppError('orders.aboveStock', 400, { product, stock: line.stock })
  }
}

/** What a request-shipping call asked for, as a hash: a retry must ask for the same. */
function requestFingerprint(body: RequestShippingBody): string {
  const asked = [body.shipping_destination, body.shipping_address ?? null, body.customer_notes]
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url')
}

/** The locked lines as the order's items, copied in `locale`, each at its volume tier now. */
function cartLines(orderId: number, lineIds: number[], locale: Locale): SQL {
  return sql`insert into order_items (order_id, product_id, product_variation_id, quantity, unit_price,
      product_name, variation_name, product_avatar)
    select ${orderId}, v.product_id, v.id, c.quantity, ${unitPrice(sql`v`, sql`c.quantity`)},
      coalesce(${translated('product_translations', 'product_id', sql`v.product_id`, 'name', locale)}, ''),
      coalesce(${translated('product_variation_translations', 'product_variation_id', sql`v.id`, 'name', locale)}, v.name),
      ${avatar()}
    from cart_items c join product_variations v on v.id = c.product_variation_id
    where c.id = any(${idArray(lineIds)}) order by c.id`
}

/**
 * POST /order/request-shipping/: the cart becomes an order in one transaction (docs/product.md#checkout):
 * its lines checked and locked, the order made through `createOrder` (prices taken from the
 * catalogue now, each line at its volume tier, item snapshots in the order's language, stock
 * decremented, the history started, the products' cards rebuilt), the cart emptied, the buyer's
 * email queued. The order is the company's the session acts for; the person placed it
 * (docs/decisions/056-companies-are-the-buyer.md). A person's checkouts run one at a time, so a
 * repeated Idempotency-Key finds the order the first one made for the same company; under another
 * company the key is a new one (docs/decisions/006).
 */
export async function requestShipping(
  db: Db,
  buyer: Buyer & { isVerified: boolean },
  body: RequestShippingBody,
  options: { locale: Locale; idempotencyKey: string | null; email: EmailContext; now?: Date },
): Promise<{ orderId: number; created: boolean }> {
  const { locale, idempotencyKey, email, now = new Date() } = options
  if (!buyer.isVerified) throw new AppError('orders.emailNotVerified', 403)
  return inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, buyer.userId)).for('no key update')
    const idempotency = idempotencyKey
      ? { key: idempotencyKey, fingerprint: requestFingerprint(body) }
      : undefined
    if (idempotency) {
      const [existing] = await tx
        .select({ id: orders.id, fingerprint: orders.idempotencyFingerprint })
        .from(orders)
        .where(
          and(
            eq(orders.companyId, buyer.companyId),
            eq(orders.userId, buyer.userId),
            eq(orders.idempotencyKey, idempotency.key),
          ),
        )
      if (existing && existing.fingerprint !== null && existing.fingerprint !== idempotency.fingerprint) {
        throw new AppError('orders.idempotencyKeyReused', 422)
      }
      if (existing) return { orderId: existing.id, created: false }
    }
    const [destination] = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(and(eq(destinations.id, body.shipping_destination), eq(destinations.isActive, true)))
    if (!destination) throw new AppError('orders.unknownDestination', 400, {}, 'shipping_destination')
    const address = await shippingAddress(tx, buyer, body.shipping_address)
    const lines = await lockCart(tx, buyer.userId, locale)
    if (lines.length === 0) throw new AppError('orders.cartEmpty', 400)
    checkLines(lines)
    const lineIds = lines.map((l) => l.id)
    const order = await createOrder(tx, {
      buyerId: buyer.userId,
      companyId: buyer.companyId,
      destinationId: destination.id,
      address,
      locale,
      notes: body.customer_notes,
      idempotency,
      lines: (orderId) => cartLines(orderId, lineIds, locale),
      now,
      email,
    })
    // The ordered lines leave the cart.
    await tx.delete(cartItems).where(inArray(cartItems.id, lineIds))
    await emailBuyer(tx, order.id, email)
    return { orderId: order.id, created: true }
  })
}
