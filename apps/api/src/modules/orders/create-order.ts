import type { Incoterm } from '@caravanserai/contracts/documents'
import type { Locale } from '@caravanserai/contracts/languages'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import type { Row } from '../../db/row.ts'
import { shippingAddresses } from '../../db/schema/addresses.ts'
import { orderHistory, orders, type ShippingAddressSnapshot } from '../../db/schema/orders.ts'
import type { productVariations } from '../../db/schema/products.ts'
import { AppError } from '../../errors.ts'
import { alertStaff } from '../alerts/alert-staff.ts'
import { changingStock } from '../catalog/catalog-changes.ts'
import { rebuildProductCards } from '../catalog/product-cards.ts'
import { IMAGE_WIDTHS } from '../catalog/product-images.ts'
import { approvalNeeded } from '../companies/company-approval.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import { leadDaysSql } from '../destinations/destination-legs.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { requestApproval } from './approval-requests.ts'
import { AGREED_STATUS, INITIAL_STATUS } from './order-machine.ts'
import { newOrderNumber } from './order-number.ts'

/**
 * A quote settled before the order exists, as an accepted offer's
 * (docs/decisions/031-rfq-offer-becomes-approved-order.md): the order starts approved on it.
 * Values as the database reads them, so they are copied to the microsecond.
 */
export type AgreedQuote = {
  shippingPrice: string
  incoterm: Incoterm
  incotermPlace: string
  validUntil: string
  quotedAt: string
}

export type OrderToCreate = {
  /** The person who places the order and takes its first step (orders.user_id). */
  buyerId: number
  /** The company they buy for, which owns the order (docs/decisions/056-companies-are-the-buyer.md). */
  companyId: number
  destinationId: number
  address: ShippingAddressSnapshot | null
  /** The order's language: its lines' names, its emails and documents. */
  locale: Locale
  notes?: string
  /** A checkout's Idempotency-Key and the hash of what it asked for (docs/decisions/006). */
  idempotency?: { key: string; fingerprint: string }
  agreed?: AgreedQuote
  /**
   * The statement that writes the order's lines into `order_items`, given the order's id. Every
   * line price is a `money` value, so the total is their sum to the cent.
   */
  lines: (orderId: number) => SQL
  now: Date
  /** How the operators' alert of the new order goes out (docs/decisions/042-staff-alerts.md). */
  email: EmailContext
  /**
   * Whether the operators are alerted of it: not for an order they made themselves, a claim's
   * replacement (docs/decisions/044-claims.md).
   */
  alert?: boolean
  /** Draws the order's number: `newOrderNumber`, unless a test hands out a taken one first. */
  drawNumber?: (now: Date) => string
  /**
   * The person accepting an agreed quote: above their company's limits, the order waits for an
   * approver instead of starting approved (docs/decisions/058-company-approval-and-limits.md).
   */
  approval?: Buyer
}

export type CreatedOrder = {
  id: number
  orderNumber: string
  totalAmount: `${number}`
  /** Its agreed quote waits for the company's approver. */
  waiting?: boolean
}

/** The order's small picture (`v` being the variation): its first image, else the product's default one's. */
export function avatar(): SQL {
  const widths = sql.raw(`array[${IMAGE_WIDTHS.filter((w) => w <= 640).join(',')}]`)
  return sql`(select '/media/' || i.path || '-' || (select max(w) from unnest(${widths}) w where w <= coalesce(i.width, 1200)) || '.webp'
    from variation_images i join product_variations iv on iv.id = i.product_variation_id
    where iv.product_id = v.product_id
    order by (iv.id = v.id) desc, iv.position, iv.id, i.position, i.id limit 1)`
}

/**
 * The address an order copies: the company's `addressId` (another's, or one the buyer may no
 * longer order with, is 400), else the company's default, else none.
 */
export async function shippingAddress(
  tx: Db,
  buyer: Buyer,
  addressId: number | null | undefined,
): Promise<ShippingAddressSnapshot | null> {
  const which = addressId
    ? eq(shippingAddresses.id, addressId)
    : eq(shippingAddresses.isDefaultShipping, true)
  const [row] = await tx
    .select({
      full_name: shippingAddresses.fullName,
      email_address: shippingAddresses.emailAddress,
      phone_number: shippingAddresses.phoneNumber,
      company_name: shippingAddresses.companyName,
      address: shippingAddresses.address,
      address_2: shippingAddresses.address2,
      country: shippingAddresses.country,
      zip_code: shippingAddresses.zipCode,
      city: shippingAddresses.city,
      state: shippingAddresses.state,
    })
    .from(shippingAddresses)
    .where(and(ownedBy(buyer, sql`${shippingAddresses.companyId}`, 'buy'), which))
  if (!row && addressId) throw new AppError('orders.unknownAddress', 400, {}, 'shipping_address')
  return row ?? null
}

/** The order's row, its total still to be summed, under a fresh number. */
async function insertOrder(tx: Db, order: OrderToCreate): Promise<number> {
  const { agreed, now, drawNumber = newOrderNumber } = order
  // The number is random: on the rare collision, draw again.
  for (;;) {
    const [row] = await tx
      .insert(orders)
      .values({
        orderNumber: drawNumber(now),
        userId: order.buyerId,
        companyId: order.companyId,
        status: agreed ? AGREED_STATUS : INITIAL_STATUS,
        destinationId: order.destinationId,
        shippingAddress: order.address,
        totalPrice: '0',
        shippingPrice: agreed?.shippingPrice ?? null,
        incoterm: agreed?.incoterm ?? null,
        incotermPlace: agreed?.incotermPlace ?? null,
        quoteValidUntil: agreed?.validUntil ?? null,
        customerNotes: order.notes ?? '',
        language: order.locale,
        idempotencyKey: order.idempotency?.key ?? null,
        idempotencyFingerprint: order.idempotency?.fingerprint ?? null,
        quotedAt: agreed ? sql`${agreed.quotedAt}::timestamptz` : null,
        approvedAt: agreed ? now : null,
        // An agreed quote is approved by the person accepting it, and has its route's days then.
        approvedBy: agreed ? order.buyerId : null,
        leadDays: agreed ? leadDaysSql(sql`${order.destinationId}::int`) : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id })
    if (row) return row.id
  }
}

/**
 * The one door through which an order comes to exist (docs/decisions/040-one-door-for-orders.md), in
 * the caller's transaction `tx`: a fresh number, the row (at the start of the lifecycle, or
 * approved on an agreed quote), its lines, its total summed from them, their stock taken, the
 * first history row by the buyer, each product's popularity counted and cards rebuilt, and the
 * operators alerted. The caller has checked the lines and locked their products, then their
 * variations, in id order, and sends the buyer's email.
 */
export async function createOrder(tx: Db, order: OrderToCreate): Promise<CreatedOrder> {
  const { now } = order
  const id = await insertOrder(tx, order)
  await tx.execute(order.lines(id))
  const [created] = await queryRows<
    Row<typeof orders, 'orderNumber' | 'status'> & Pick<CreatedOrder, 'totalAmount'>
  >(
    tx,
    sql`update orders set total_price = (select sum(quantity * unit_price) from order_items where order_id = ${id})
      where id = ${id}
      returning order_number as "orderNumber", status, (total_price + coalesce(shipping_price, 0))::text as "totalAmount"`,
  )
  const reason = order.agreed && order.approval ? await approvalNeeded(tx, id, order.approval, now) : null
  if (reason) {
    await tx
      .update(orders)
      .set({ status: 'pending_approval', approvedAt: null, approvedBy: null })
      .where(eq(orders.id, id))
    created!.status = 'pending_approval'
  }
  const taken = await queryRows<Row<typeof productVariations, 'productId'>>(
    tx,
    sql`update product_variations v set stock = v.stock - i.quantity, updated_at = ${now}
      from order_items i where i.order_id = ${id} and i.product_variation_id = v.id
      returning v.product_id as "productId"`,
  )
  await tx.insert(orderHistory).values({
    orderId: id,
    actorUserId: order.buyerId,
    actorRole: 'customer',
    fromStatus: null,
    toStatus: created!.status,
    createdAt: now,
    updatedAt: now,
  })
  // Popularity counts orders per product; the cards show the new stock, and visitors' caches drop
  // only what shows these products (docs/decisions/050-caches-that-survive-orders.md).
  const productIds = [...new Set(taken.map((t) => t.productId))].sort((a, b) => a - b)
  await changingStock(tx, productIds, async () => {
    if (productIds.length === 0) return
    await tx.execute(
      sql`update products set order_count = order_count + 1 where id = any(${idArray(productIds)})`,
    )
    for (const productId of productIds) await rebuildProductCards(tx, productId)
  })
  if (reason) await requestApproval(tx, id, order.approval!, reason, now, order.email)
  if (order.alert !== false) await alertStaff(tx, 'order_requested', id, order.email)
  return {
    id,
    orderNumber: created!.orderNumber,
    totalAmount: created!.totalAmount,
    waiting: reason !== null,
  }
}
