import { eq, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import { orders } from '../../db/schema/orders.ts'
import { AppError } from '../../errors.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { createOrder } from '../orders/create-order.ts'

type Replaced = {
  item: number
  variationId: number | null
  productId: number | null
  quantity: number
  stock: number | null
  name: string
}

/**
 * The lines a replacement ships: the claim's lines and quantities, or, for a claim that names
 * none (goods not received, late), every line of the order. Their products, then variations, are
 * locked in id order, as checkout locks them.
 */
async function lockReplacedLines(tx: Db, orderId: number, claimId: number): Promise<Replaced[]> {
  const lines = await queryRows<Replaced>(
    tx,
    sql`select i.id as item, i.product_variation_id as "variationId", v.product_id as "productId",
        coalesce(l.quantity, i.quantity) as quantity, v.stock, i.product_name as name
      from order_items i
      left join claim_lines l on l.order_item_id = i.id and l.claim_id = ${claimId}
      left join product_variations v on v.id = i.product_variation_id
      where i.order_id = ${orderId}
        and (l.claim_id is not null or not exists (select 1 from claim_lines x where x.claim_id = ${claimId}))
      order by i.id`,
  )
  const productIds = [...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))].sort(
    (a, b) => a - b,
  )
  const variationIds = lines
    .flatMap((l) => (l.variationId === null ? [] : [l.variationId]))
    .sort((a, b) => a - b)
  if (productIds.length > 0)
    await tx.execute(
      sql`select id from products where id = any(${idArray(productIds)}) order by id for no key update`,
    )
  if (variationIds.length > 0)
    await tx.execute(
      sql`select id from product_variations where id = any(${idArray(variationIds)}) order by id for no key update`,
    )
  return lines
}

/**
 * A replacement for claim `claimId` on order `orderId` (docs/decisions/044-claims.md): a new order
 * through the one door, approved at no charge (its lines at 0, no shipping to pay, so paid), on
 * the original's address and terms, that ships like any other. Goods it cannot take from stock
 * are refused (409 `claims.replacementOutOfStock`). Returns the new order's id and number.
 */
export async function createReplacement(
  tx: Db,
  orderId: number,
  claimId: number,
  now: Date,
  email: EmailContext,
): Promise<{ id: number; orderNumber: string }> {
  const lines = await lockReplacedLines(tx, orderId, claimId)
  if (lines.length === 0) throw new AppError('claims.replacementNothing', 409)
  const short = lines.find((l) => l.stock !== null && l.stock < l.quantity)
  if (short) throw new AppError('claims.replacementOutOfStock', 409, { name: short.name })
  const [original] = await tx.select().from(orders).where(eq(orders.id, orderId))
  const o = original!
  const created = await createOrder(tx, {
    buyerId: o.userId,
    companyId: o.companyId,
    destinationId: o.destinationId,
    address: o.shippingAddress,
    locale: o.language,
    agreed: {
      shippingPrice: '0',
      incoterm: o.incoterm ?? 'DAP',
      incotermPlace: o.incotermPlace ?? '',
      validUntil: now.toISOString().slice(0, 10),
      quotedAt: now.toISOString(),
    },
    lines: (
      id,
    ) => sql`insert into order_items (order_id, product_id, product_variation_id, quantity, unit_price,
        product_name, variation_name, product_avatar, hs_code, origin_country, net_weight_kg, gross_weight_kg)
      select ${id}, i.product_id, i.product_variation_id, r.quantity, 0, i.product_name, i.variation_name,
        i.product_avatar, i.hs_code, i.origin_country, i.net_weight_kg, i.gross_weight_kg
      from order_items i join (select unnest(${idArray(lines.map((l) => l.item))}) as item,
        unnest(${idArray(lines.map((l) => l.quantity))}) as quantity) r on r.item = i.id
      order by i.id`,
    now,
    email,
    alert: false,
  })
  // Nothing to pay: the order is paid as it is made, so it ships without waiting for money.
  await tx.update(orders).set({ paymentState: 'paid', updatedAt: now }).where(eq(orders.id, created.id))
  return { id: created.id, orderNumber: created.orderNumber }
}
