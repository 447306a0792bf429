import { RFQ_STATUSES, RFQ_UNITS } from '@caravanserai/contracts/rfqs'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { categories } from './catalog.ts'
import { localeEnum, money, timestamps, weight } from './columns.ts'
import { companies } from './companies.ts'
import { destinations } from './destinations.ts'
import { incotermEnum, orders } from './orders.ts'
import { storedFiles } from './payments.ts'
import { products, productVariations } from './products.ts'

// Requests for quotation (docs/product.md#requests-for-quotation) and the operators' offers.

export const rfqStatusEnum = pgEnum('rfq_status', RFQ_STATUSES)
export const rfqUnitEnum = pgEnum('rfq_unit', RFQ_UNITS)

export const rfqs = pgTable(
  'rfqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Human-readable and not guessable from the id, like an order's number.
    rfqNumber: text('rfq_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // The buyer (docs/decisions/056-companies-are-the-buyer.md); user_id is the person who acted.
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    status: rfqStatusEnum('status').notNull().default('open'),
    // The catalogue product asked about; null for something the catalogue does not list.
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productVariationId: integer('product_variation_id').references(() => productVariations.id, {
      onDelete: 'set null',
    }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    // The buyer's words, or the product's name in the buyer's language when asked from its page.
    title: text('title').notNull(),
    details: text('details').notNull().default(''),
    quantity: numeric('quantity', { precision: 15, scale: 3 }).notNull(),
    unit: rfqUnitEnum('unit').notNull(),
    targetPrice: money('target_price'),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'restrict' }),
    neededBy: date('needed_by', { mode: 'string' }),
    // The buyer's language: the emails about the request are in it.
    language: localeEnum('language').notNull().default('en'),
    declineReason: text('decline_reason'),
    // The operators' first answer (an offer or a refusal): the supplier's response time.
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // The person who accepted the offer for the company; user_id is the one who asked.
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    check('rfqs_quantity_positive', sql`${t.quantity} > 0`),
    check('rfqs_target_price_not_negative', sql`${t.targetPrice} >= 0`),
    check('rfqs_title_not_blank', sql`btrim(${t.title}) <> ''`),
    check('rfqs_declined_has_reason', sql`${t.status} <> 'declined' or ${t.declineReason} is not null`),
    check('rfqs_accepted_has_order', sql`(${t.status} = 'accepted') = (${t.orderId} is not null)`),
    check(
      'rfqs_answered_when_offered',
      sql`${t.status} not in ('offered', 'accepted', 'declined') or ${t.answeredAt} is not null`,
    ),
    index('rfqs_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('rfqs_company_id_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('rfqs_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('rfqs_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('rfqs_product_id_idx').on(t.productId),
    index('rfqs_order_id_idx').on(t.orderId),
  ],
)

/** An operator's price for a request; the newest one stands, the earlier ones are kept. */
export const rfqOffers = pgTable(
  'rfq_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    productVariationId: integer('product_variation_id').references(() => productVariations.id, {
      onDelete: 'set null',
    }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    shippingPrice: money('shipping_price').notNull(),
    incoterm: incotermEnum('incoterm').notNull(),
    incotermPlace: text('incoterm_place').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    // The customs facts of what is offered, for the order's documents: given for an offer without
    // a variation (offers made before they were asked may lack them); for a variation, null ones
    // are its product's (docs/product.md#trade-documents).
    hsCode: text('hs_code'),
    originCountry: text('origin_country'),
    netWeightKg: weight('net_weight_kg'),
    grossWeightKg: weight('gross_weight_kg'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('rfq_offers_quantity_positive', sql`${t.quantity} > 0`),
    check('rfq_offers_prices_not_negative', sql`${t.unitPrice} >= 0 and ${t.shippingPrice} >= 0`),
    check('rfq_offers_hs_code_digits', sql`${t.hsCode} ~ '^[0-9]{6,10}$'`),
    check('rfq_offers_origin_country_code', sql`${t.originCountry} ~ '^[A-Z]{2}$'`),
    check('rfq_offers_weights_positive', sql`${t.netWeightKg} > 0 and ${t.grossWeightKg} > 0`),
    check('rfq_offers_gross_not_below_net', sql`${t.grossWeightKg} >= ${t.netWeightKg}`),
    index('rfq_offers_rfq_id_id_idx').on(t.rfqId, t.id),
  ],
)

/** The files the buyer sent with a request. */
export const rfqFiles = pgTable(
  'rfq_files',
  {
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.fileId] }), index('rfq_files_file_id_idx').on(t.fileId)],
)

export type Rfq = typeof rfqs.$inferSelect
export type RfqOffer = typeof rfqOffers.$inferSelect
