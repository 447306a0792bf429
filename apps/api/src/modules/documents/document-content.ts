import { type Currency, convertFromUsd, type Rate } from '@caravanserai/contracts/currency-rules'
import type { DocumentKind, Incoterm } from '@caravanserai/contracts/documents'
import type { Locale } from '@caravanserai/contracts/languages'
import type { PaymentInstructions } from '@caravanserai/contracts/payments'
import { settleAmounts } from '@caravanserai/contracts/settlement-rules'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { users } from '../../db/schema/accounts.ts'
import type { orders, ShippingAddressSnapshot } from '../../db/schema/orders.ts'
import type { products, productVariations } from '../../db/schema/products.ts'
import type { SellerProfileRow } from '../../db/schema/seller.ts'
import { translated } from '../../db/translations.ts'
import { AppError } from '../../errors.ts'
import { SETTLED_GOODS, SETTLED_SHIPPING, SETTLED_TOTAL } from '../orders/settlement.ts'
import { getBankAccount, getSellerProfile } from '../seller/seller-queries.ts'

/** Amounts and weights as the database's numeric text: formatted by Intl, never added in JavaScript. */
type Decimal = `${number}`

export type DocumentLine = {
  name: string
  variation: string
  quantity: number
  unitPrice: Decimal
  lineTotal: Decimal
  /** Null when neither the line nor its product (if it is still in the catalogue) has one. */
  hsCode: string | null
  /** ISO 3166 alpha-2. */
  origin: string | null
  netKg: Decimal | null
  grossKg: Decimal | null
}

/**
 * What a document says, fixed when it is issued (docs/decisions/028-trade-documents.md): the
 * order as it was then, in the buyer's language. The PDF is drawn from this and nothing else.
 */
export type DocumentContent = {
  kind: DocumentKind
  number: string
  /** YYYY-MM-DD, in UTC. */
  issuedOn: string
  language: Locale
  orderNumber: string
  orderedOn: string
  /** The order's settlement currency: every amount of the document is in it. */
  currency: Currency
  /**
   * The rate its dollar prices were converted at, fixed by the quote, and the day it was in force
   * from; absent for dollars and in documents issued before settlement in other currencies
   * (docs/decisions/046-settlement-currency.md).
   */
  rate?: Rate | null
  seller: Pick<SellerProfileRow, 'legalName' | 'address' | 'taxId' | 'email' | 'phone'>
  buyer: {
    name: string
    company: string | null
    taxId: string
    address: string[]
    email: string
    phone: string
  }
  destination: string
  incoterm: { code: Incoterm; place: string } | null
  lines: DocumentLine[]
  goodsTotal: Decimal
  shipping: Decimal
  total: Decimal
  /** Net and gross of all lines, when every line's weight is known. */
  netKg: Decimal | null
  grossKg: Decimal | null
  /** Proforma invoice: the day its prices hold until, and where to pay. */
  validUntil: string | null
  payment: PaymentInstructions | null
  /** Commercial invoice and packing list: the carrier's reference. */
  trackingNumber: string | null
  /** Credit note: the money sent back, and the invoice it credits. */
  credit: Credit | null
}

/** What a credit note records (docs/decisions/043-escrow-ledger.md). */
export type Credit = {
  amount: Decimal
  /** YYYY-MM-DD: the day the transfer left. */
  refundedOn: string
  bankReference: string
  /** A claim settled, or a cancelled order's money returned. */
  cause: 'claim' | 'cancellation'
  /** The number of the invoice it credits: the commercial invoice, else the proforma; null if none. */
  against: string | null
}

type OrderFacts = Row<
  typeof orders,
  'orderNumber' | 'language' | 'incoterm' | 'incotermPlace' | 'quoteValidUntil' | 'trackingNumber'
> &
  Row<typeof users, 'email' | 'taxId' | 'phoneNumber'> & {
    orderedOn: string
    currency: Currency
    unitsPerUsd: string
    rateOn: string | null
    buyerName: string
    address: ShippingAddressSnapshot | null
    /** The company's legal identity; null legal name: a personal account (docs/decisions/056-companies-are-the-buyer.md). */
    legal: { name: string; taxId: string; address: string; country: string | null } | null
    destination: string
    goodsTotal: Decimal
    shipping: Decimal
    total: Decimal
  }

type LineFacts = Pick<DocumentLine, 'name' | 'variation' | 'quantity' | 'unitPrice' | 'lineTotal'> &
  Row<typeof products, 'hsCode'> &
  Row<typeof productVariations, 'netWeightKg' | 'grossWeightKg'> & { origin: string | null }

// A line's customs facts (order item `i`, its product `p` and variation `v`): those the line
// carries (an accepted offer's), else its product's as they are when the document is issued.
const LINE_HS_CODE = sql`coalesce(i.hs_code, p.hs_code)`
const LINE_ORIGIN = sql`coalesce(i.origin_country, p.origin_country)`
const LINE_NET = sql`coalesce(i.net_weight_kg, v.net_weight_kg)`
const LINE_GROSS = sql`coalesce(i.gross_weight_kg, v.gross_weight_kg)`

/** The address block: the snapshot's lines, empty ones left out. */
function addressLines(a: ShippingAddressSnapshot | null): string[] {
  if (!a) return []
  const place = [a.zip_code, a.city, a.state].filter(Boolean).join(' ')
  return [a.address, a.address_2, place, a.country].filter((l): l is string => Boolean(l?.trim()))
}

/**
 * The buyer a document names: a company by its legal name, tax id and legal address, with the
 * person who ordered as its contact; a personal account by the person and the address shipped to.
 */
function buyerOf(order: OrderFacts): DocumentContent['buyer'] {
  const contact = {
    email: order.address?.email_address || order.email,
    phone: order.address?.phone_number || order.phoneNumber,
  }
  if (order.legal)
    return {
      name: order.buyerName || order.address?.full_name || '',
      company: order.legal.name,
      taxId: order.legal.taxId,
      address: [...order.legal.address.split('\n'), order.legal.country ?? ''].filter((l) => l.trim()),
      ...contact,
    }
  return {
    name: order.address?.full_name || order.buyerName,
    company: order.address?.company_name ?? null,
    taxId: order.taxId,
    address: addressLines(order.address),
    ...contact,
  }
}

/**
 * Reads everything a document of `kind` says (a credit note: with what it credits) from the order `orderId`, through `tx` (the issuing
 * transaction). A quote needs the seller's details and the bank account of the order's settlement currency:
 * without them there is nothing to put on a proforma invoice, and the operator is told so (409).
 */
export async function readDocumentContent(
  tx: Db,
  orderId: number,
  kind: DocumentKind,
  number: string,
  issuedAt: Date,
  credit: Credit | null = null,
): Promise<DocumentContent> {
  const [order] = await queryRows<OrderFacts>(
    tx,
    sql`select o.order_number as "orderNumber", o.language, o.incoterm, o.incoterm_place as "incotermPlace",
        o.quote_valid_until::text as "quoteValidUntil", o.tracking_number as "trackingNumber",
        to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD') as "orderedOn",
        u.email, u.tax_id as "taxId", u.phone_number as "phoneNumber",
        trim(u.first_name || ' ' || u.last_name) as "buyerName", o.shipping_address as address,
        case when c.legal_name is not null then json_build_object('name', c.legal_name, 'taxId', c.tax_id,
          'address', c.legal_address, 'country', c.country) end as legal,
        coalesce((select d.name from destination_translations d
          where d.destination_id = o.destination_id and d.locale = o.language),
          ${translated('destination_translations', 'destination_id', sql`o.destination_id`, 'name', 'en')}, '') as destination,
        o.settlement_currency as currency, o.settlement_rate::text as "unitsPerUsd",
        o.settlement_rate_on::text as "rateOn",
        ${SETTLED_GOODS}::text as "goodsTotal", coalesce(${SETTLED_SHIPPING}, 0)::text as shipping,
        ${SETTLED_TOTAL}::text as total
      from orders o join users u on u.id = o.user_id join companies c on c.id = o.company_id
      where o.id = ${orderId}`,
  )
  if (!order) throw new AppError('orders.notFound', 404)
  const profile = await getSellerProfile(tx)
  if (!profile) throw new AppError('documents.sellerMissing', 409)
  const seller: DocumentContent['seller'] = {
    legalName: profile.legal_name,
    address: profile.address,
    taxId: profile.tax_id,
    email: profile.email,
    phone: profile.phone,
  }
  const lines = await queryRows<LineFacts>(
    tx,
    sql`select i.product_name as name, i.variation_name as variation, i.quantity,
        i.unit_price::text as "unitPrice", (i.unit_price * i.quantity)::text as "lineTotal",
        ${LINE_HS_CODE} as "hsCode", ${LINE_ORIGIN} as origin,
        (${LINE_NET} * i.quantity)::text as "netWeightKg", (${LINE_GROSS} * i.quantity)::text as "grossWeightKg"
      from order_items i
      left join products p on p.id = i.product_id
      left join product_variations v on v.id = i.product_variation_id
      where i.order_id = ${orderId} order by i.id`,
  )
  let payment: PaymentInstructions | null = null
  if (kind === 'proforma_invoice') {
    const bank = await getBankAccount(tx, order.currency)
    if (!bank) throw new AppError('documents.bankAccountMissing', 409, { currency: order.currency })
    payment = { ...bank, currency: order.currency, reference: `${number} / ${order.orderNumber}` }
  }
  // Lines converted one by one at the quote's rate, as the order's settlement amounts were
  // (docs/decisions/046-settlement-currency.md): they add up to the totals below.
  const rate: Rate | null = order.rateOn
    ? { currency: order.currency, units_per_usd: order.unitsPerUsd, effective_on: order.rateOn }
    : null
  const settled = settleAmounts(
    lines.map((l) => l.lineTotal),
    '0',
    rate,
  )
  const weighed = lines.length > 0 && lines.every((l) => l.netWeightKg !== null && l.grossWeightKg !== null)
  const [weights] = weighed
    ? await queryRows<{ net: Decimal; gross: Decimal }>(
        tx,
        sql`select sum(${LINE_NET} * i.quantity)::text as net, sum(${LINE_GROSS} * i.quantity)::text as gross
          from order_items i left join product_variations v on v.id = i.product_variation_id
          where i.order_id = ${orderId}`,
      )
    : []
  return {
    kind,
    number,
    issuedOn: issuedAt.toISOString().slice(0, 10),
    language: order.language,
    orderNumber: order.orderNumber,
    orderedOn: order.orderedOn,
    currency: order.currency,
    rate,
    seller,
    buyer: buyerOf(order),
    destination: order.destination,
    incoterm: order.incoterm
      ? { code: order.incoterm, place: order.incotermPlace ?? order.destination }
      : null,
    lines: lines.map((l, i) => ({
      name: l.name,
      variation: l.variation,
      quantity: l.quantity,
      unitPrice: (rate ? convertFromUsd(l.unitPrice, rate) : l.unitPrice) as Decimal,
      lineTotal: settled.lines[i] as Decimal,
      hsCode: l.hsCode,
      origin: l.origin,
      netKg: l.netWeightKg as Decimal | null,
      grossKg: l.grossWeightKg as Decimal | null,
    })),
    goodsTotal: order.goodsTotal,
    shipping: order.shipping,
    total: order.total,
    netKg: weights?.net ?? null,
    grossKg: weights?.gross ?? null,
    validUntil: kind === 'proforma_invoice' ? order.quoteValidUntil : null,
    payment,
    trackingNumber: kind === 'proforma_invoice' ? null : order.trackingNumber,
    credit,
  }
}
