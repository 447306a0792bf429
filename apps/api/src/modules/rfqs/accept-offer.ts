import type { Locale } from '@caravanserai/contracts/languages'
import type { AcceptOfferBody } from '@caravanserai/contracts/rfqs'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { products, productVariations } from '../../db/schema/products.ts'
import { rfqOffers, rfqs } from '../../db/schema/rfqs.ts'
import { translated } from '../../db/translations.ts'
import { AppError } from '../../errors.ts'
import { translate } from '../../i18n/messages.ts'
import type { Buyer } from '../companies/company-scope.ts'
import { issueQuoteDocuments } from '../documents/issue-documents.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { avatar, type CreatedOrder, createOrder, shippingAddress } from '../orders/create-order.ts'
import { readTransfer } from '../payments/payments-queries.ts'
import { rfqOrderEmail, unitKey } from './rfq-emails.ts'
import { type LockedRfq, lockRfq, requireAllowed } from './rfq-steps.ts'

type Offer = Row<
  typeof rfqOffers,
  | 'id'
  | 'productVariationId'
  | 'quantity'
  | 'shippingPrice'
  | 'incoterm'
  | 'incotermPlace'
  | 'validUntil'
  | 'createdAt'
>

/**
 * The buyer must accept the offer standing now: an earlier offer of the request has been
 * replaced (409); an id that is none of this request's offers is a mistake (400).
 */
async function requireStanding(tx: Db, rfq: LockedRfq, offerId: number): Promise<void> {
  if (rfq.status !== 'offered' || rfq.offer?.id === offerId) return
  const [earlier] = await tx
    .select({ id: rfqOffers.id })
    .from(rfqOffers)
    .where(and(eq(rfqOffers.id, offerId), eq(rfqOffers.rfqId, rfq.id)))
  if (earlier) throw new AppError('rfqs.offerReplaced', 409)
  throw new AppError('rfqs.unknownOffer', 400, {}, 'offer')
}

/**
 * Locks the offered variation for its stock to be taken: the product, then the variation, in
 * checkout's order so the two never deadlock; too little stock is 409.
 */
async function lockStock(tx: Db, variationId: number, quantity: number): Promise<void> {
  const [variation] = await tx
    .select({ productId: productVariations.productId })
    .from(productVariations)
    .where(eq(productVariations.id, variationId))
  if (!variation) throw new AppError('rfqs.offerUnavailable', 409)
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, variation.productId))
    .for('no key update')
  const [locked] = await tx
    .select({ stock: productVariations.stock })
    .from(productVariations)
    .where(eq(productVariations.id, variationId))
    .for('no key update')
  if (locked!.stock < quantity) throw new AppError('rfqs.notEnoughStock', 409, { stock: locked!.stock })
}

/** The offer's customs facts, which its order line carries to the documents. */
const CUSTOMS = sql`f.hs_code, f.origin_country, f.net_weight_kg, f.gross_weight_kg`

/**
 * The order's one line, copied in `locale`: the variation offered, or the request's own words;
 * either way with the offer's customs facts.
 */
function orderLine(orderId: number, offer: Offer, rfq: LockedRfq, locale: Locale): SQL {
  if (offer.productVariationId === null)
    return sql`insert into order_items (order_id, quantity, unit_price, product_name, variation_name,
        hs_code, origin_country, net_weight_kg, gross_weight_kg)
      select ${orderId}, f.quantity, f.unit_price, ${rfq.title}, ${translate(locale, unitKey(rfq.unit))}, ${CUSTOMS}
      from rfq_offers f where f.id = ${offer.id}`
  return sql`insert into order_items (order_id, product_id, product_variation_id, quantity, unit_price,
      product_name, variation_name, product_avatar, hs_code, origin_country, net_weight_kg, gross_weight_kg)
    select ${orderId}, v.product_id, v.id, f.quantity, f.unit_price,
      coalesce(${translated('product_translations', 'product_id', sql`v.product_id`, 'name', locale)}, ''),
      coalesce(${translated('product_variation_translations', 'product_variation_id', sql`v.id`, 'name', locale)}, v.name),
      ${avatar()}, ${CUSTOMS}
    from rfq_offers f join product_variations v on v.id = f.product_variation_id where f.id = ${offer.id}`
}

/**
 * To the buyer, in the order's language (its proforma invoice's): the order the offer became and
 * how to pay it. An anonymised buyer gets none.
 */
async function emailBuyer(tx: Db, rfq: LockedRfq, order: CreatedOrder, locale: Locale, email: EmailContext) {
  if (rfq.buyerGone) return
  const [place] = await queryRows<{ name: string }>(
    tx,
    sql`select coalesce(${translated('destination_translations', 'destination_id', sql`${rfq.destinationId}::int`, 'name', locale)}, '') as name`,
  )
  const params = {
    name: rfq.buyerName,
    rfqNumber: rfq.rfqNumber,
    title: rfq.title,
    orderId: order.id,
    orderNumber: order.orderNumber,
    totalAmount: order.totalAmount,
    destination: place!.name,
    transfer: await readTransfer(tx, order.id),
  }
  await enqueueEmail(tx, { to: rfq.buyerEmail, locale, template: rfqOrderEmail, params }, email)
}

export type AcceptOffer = {
  rfqId: number
  buyer: Buyer & { isVerified: boolean }
  body: AcceptOfferBody
  locale: Locale
  now: Date
}

/**
 * POST /rfqs/{id}/accept/ (docs/product.md#requests-for-quotation): the standing, unexpired offer
 * becomes an order in one transaction, made through `createOrder` on the offer's quote as agreed
 * (its prices, shipping and terms; quoted when the offer was made, approved now; unpaid), with
 * the stock taken, the operators alerted and the quote's proforma invoice issued, the request
 * accepted and the buyer sent how to pay. Returns the order's id.
 */
export async function acceptOffer(db: Db, input: AcceptOffer, email: EmailContext): Promise<number> {
  const { rfqId, buyer, body, locale, now } = input
  if (!buyer.isVerified) throw new AppError('rfqs.emailNotVerified', 403)
  return inTransaction(db, async (tx) => {
    const rfq = await lockRfq(tx, rfqId, buyer, now)
    await requireStanding(tx, rfq, body.offer)
    requireAllowed(rfq, 'accept', 'customer')
    // Raw: the quote's time goes on to the order as PostgreSQL's text, to the microsecond.
    const [offer] = await queryRows<Offer>(
      tx,
      sql`select id, product_variation_id as "productVariationId", quantity, shipping_price as "shippingPrice",
          incoterm, incoterm_place as "incotermPlace", valid_until as "validUntil", created_at as "createdAt"
        from rfq_offers where id = ${body.offer}`,
    )
    if (!offer || (offer.productVariationId === null && rfq.productId !== null))
      throw new AppError('rfqs.offerUnavailable', 409)
    const address = await shippingAddress(tx, buyer, body.shipping_address)
    if (offer.productVariationId !== null) await lockStock(tx, offer.productVariationId, offer.quantity)
    const order = await createOrder(tx, {
      buyerId: buyer.userId,
      companyId: buyer.companyId,
      destinationId: rfq.destinationId,
      address,
      locale,
      agreed: {
        shippingPrice: offer.shippingPrice,
        incoterm: offer.incoterm,
        incotermPlace: offer.incotermPlace,
        validUntil: offer.validUntil,
        quotedAt: offer.createdAt,
      },
      lines: (orderId) => orderLine(orderId, offer, rfq, locale),
      now,
      email,
      approval: buyer,
    })
    await issueQuoteDocuments(tx, order.id, now)
    await tx
      .update(rfqs)
      .set({ status: 'accepted', orderId: order.id, acceptedBy: buyer.userId, updatedAt: now })
      .where(eq(rfqs.id, rfqId))
    // An order waiting for the company's approver asks for no payment yet: the approval's email will.
    if (!order.waiting) await emailBuyer(tx, rfq, order, locale, email)
    return order.id
  })
}
