import type { Currency } from '@caravanserai/contracts/currency-rules'
import { INCOTERMS } from '@caravanserai/contracts/documents'
import { ORDER_ACTOR_ROLES, ORDER_STATUSES } from '@caravanserai/contracts/orders'
import { PAYMENT_STATES } from '@caravanserai/contracts/payments'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { KNOWN_CURRENCY, localeEnum, money, settledMoney, timestamps, weight } from './columns.ts'
import { companies } from './companies.ts'
import { destinations } from './destinations.ts'
import { products, productVariations } from './products.ts'

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES)
export const paymentStateEnum = pgEnum('payment_state', PAYMENT_STATES)
export const incotermEnum = pgEnum('incoterm', INCOTERMS)
export const orderActorRoleEnum = pgEnum('order_actor_role', ORDER_ACTOR_ROLES)

/** The address an order ships to, copied when it is set: editing the address book changes no order. */
export type ShippingAddressSnapshot = {
  full_name: string
  email_address: string
  phone_number: string
  company_name: string | null
  address: string
  address_2: string | null
  country: string
  zip_code: string
  city: string | null
  state: string | null
}

/** Goods and shipping in the settlement currency: the dollar amounts while it is the dollar. */
const settledTotal = (
  t: Record<'totalPrice' | 'shippingPrice' | 'settlementTotalPrice' | 'settlementShippingPrice', AnyPgColumn>,
) =>
  sql`coalesce(${t.settlementTotalPrice}, ${t.totalPrice}) + coalesce(${t.settlementShippingPrice}, ${t.shippingPrice}, 0)`

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Human-readable and not guessable from the id (docs/architecture.md#data).
    orderNumber: text('order_number').notNull().unique(),
    // Accounts are anonymised, never deleted, while they have orders (docs/product.md#profile-and-security).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // The buyer (docs/decisions/056-companies-are-the-buyer.md); user_id is the person who acted.
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    status: orderStatusEnum('status').notNull().default('pending_shipping'),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'restrict' }),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>(),
    // Sum of the items at request time; an operator quotes shipping later (docs/product.md#order-lifecycle).
    totalPrice: money('total_price').notNull(),
    shippingPrice: money('shipping_price'),
    trackingNumber: text('tracking_number'),
    // The delivery terms and the named place the quote is for, and the day its prices hold until
    // (docs/product.md#trade-documents).
    incoterm: incotermEnum('incoterm'),
    incotermPlace: text('incoterm_place'),
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    // The destination's typical door-to-door days when last quoted (null: no legs then); the
    // estimated arrival is the quote's day plus these (docs/product.md#destinations).
    leadDays: integer('lead_days'),
    // The currency the quote is settled in and its rate (units per dollar), fixed by the quote, with
    // the day that rate was in force from; the goods and shipping converted at it, line by line,
    // null for an order settled in dollars, whose dollar amounts are its settlement amounts
    // (docs/decisions/046-settlement-currency.md).
    settlementCurrency: text('settlement_currency').$type<Currency>().notNull().default('USD'),
    settlementRate: numeric('settlement_rate', { precision: 18, scale: 6 }).notNull().default('1'),
    settlementRateOn: date('settlement_rate_on', { mode: 'string' }),
    settlementTotalPrice: settledMoney('settlement_total_price'),
    settlementShippingPrice: settledMoney('settlement_shipping_price'),
    // Beside the status, not part of it (docs/decisions/027-payment-beside-the-status.md).
    paymentState: paymentStateEnum('payment_state').notNull().default('unpaid'),
    // In the settlement currency.
    amountPaid: settledMoney('amount_paid').notNull().default('0'),
    // Why an operator shipped before the order was paid; null when it was paid.
    paymentOverrideReason: text('payment_override_reason'),
    customerNotes: text('customer_notes').notNull().default(''),
    // The locale the buyer ordered in: the language of the emails about this order.
    language: localeEnum('language').notNull().default('en'),
    // A retried request-shipping call returns the order it already created: the key is the
    // person's in the company the session acts for (docs/decisions/006).
    idempotencyKey: text('idempotency_key'),
    // What that call asked for (a hash of its body): the same key with another body is refused.
    idempotencyFingerprint: text('idempotency_fingerprint'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Who took the order out of the lifecycle and why (docs/decisions/041-ways-out-of-an-order.md):
    // the buyer (a reason optional), an operator (a reason required, shown to the buyer as
    // written) or the system at the payment deadline.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: orderActorRoleEnum('cancelled_by'),
    cancellationReason: text('cancellation_reason'),
    // When the buyer was warned that the unpaid approved order is about to be cancelled: once.
    unpaidWarningSentAt: timestamp('unpaid_warning_sent_at', { withTimezone: true }),
    // The company's approval (docs/decisions/058-company-approval-and-limits.md): a buyer's
    // approval of a quote above the company's threshold or their monthly limit waits for an
    // approver, beside the status as payment does; who approved the quote in the end.
    approvalRequestedAt: timestamp('approval_requested_at', { withTimezone: true }),
    approvalRequestedBy: integer('approval_requested_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    approvalReason: text('approval_reason').$type<'threshold' | 'monthly_limit'>(),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    // When the buyer last had the daily email of its shipments' milestones: at most one a day
    // (docs/decisions/060-shipment-milestones.md).
    milestonesEmailedAt: timestamp('milestones_emailed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('orders_company_id_user_id_idempotency_key_unique').on(t.companyId, t.userId, t.idempotencyKey),
    check('orders_total_price_not_negative', sql`${t.totalPrice} >= 0`),
    check(
      'orders_approval_request_whole',
      sql`(${t.approvalRequestedAt} is null) = (${t.approvalReason} is null)
        and ${t.approvalReason} in ('threshold', 'monthly_limit')`,
    ),
    check('orders_shipping_price_not_negative', sql`${t.shippingPrice} >= 0`),
    // What each payment state says about the money received (total = goods + quoted shipping, in
    // the settlement currency).
    check(
      'orders_amount_paid_matches_state',
      sql`case ${t.paymentState}
        when 'unpaid' then ${t.amountPaid} = 0
        when 'partially_paid' then ${t.amountPaid} > 0 and ${t.amountPaid} < ${settledTotal(t)}
        when 'paid' then ${t.amountPaid} = ${settledTotal(t)}
        else ${t.amountPaid} >= 0 and ${t.amountPaid} < ${settledTotal(t)} end`,
    ),
    check('orders_settlement_currency_known', sql`${t.settlementCurrency} in (${KNOWN_CURRENCY})`),
    // Dollars need no rate and no second set of amounts; any other currency has them all.
    check(
      'orders_settlement_shape',
      sql`case when ${t.settlementCurrency} = 'USD' then ${t.settlementRate} = 1 and ${t.settlementRateOn} is null
          and ${t.settlementTotalPrice} is null and ${t.settlementShippingPrice} is null
        else ${t.settlementRate} > 0 and ${t.settlementRateOn} is not null
          and ${t.settlementTotalPrice} >= 0 and ${t.settlementShippingPrice} >= 0 end`,
    ),
    check(
      'orders_shipped_paid_or_excused',
      sql`${t.status} not in ('shipped', 'delivered', 'completed') or ${t.paymentState} = 'paid' or ${t.paymentOverrideReason} is not null`,
    ),
    // Each transition leaves what it stamps (docs/product.md#order-lifecycle): no order past a
    // step without its data.
    // A request cancelled before its quote has none.
    check(
      'orders_quoted_has_shipping_price',
      sql`${t.status} = 'pending_shipping' or ${t.shippingPrice} is not null or (${t.status}::text = 'cancelled' and ${t.quotedAt} is null)`,
    ),
    check(
      'orders_shipped_has_tracking',
      sql`${t.status} not in ('shipped', 'delivered', 'completed') or (${t.trackingNumber} is not null and ${t.shippedAt} is not null)`,
    ),
    check(
      'orders_delivered_has_date',
      sql`${t.status} not in ('delivered', 'completed') or ${t.deliveredAt} is not null`,
    ),
    check('orders_completed_has_date', sql`${t.status} <> 'completed' or ${t.completedAt} is not null`),
    // Compared as text: the migration that adds the value cannot use it as an enum yet.
    check(
      'orders_cancelled_has_date_and_actor',
      sql`(${t.status}::text = 'cancelled') = (${t.cancelledAt} is not null and ${t.cancelledBy} is not null)`,
    ),
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('orders_company_id_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    // The operator queue without a status filter: every order, newest first.
    index('orders_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // The operator queue: filtered by status, newest first.
    index('orders_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('orders_destination_id_idx').on(t.destinationId),
    // Analytics: revenue, products and categories read the orders approved in a period
    // (docs/product.md#analytics).
    index('orders_approved_at_idx').on(t.approvedAt),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Kept for links and popularity; the item survives the catalogue row (docs/architecture.md#data).
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productVariationId: integer('product_variation_id').references(() => productVariations.id, {
      onDelete: 'set null',
    }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    // Copied at request time, in the order's language.
    productName: text('product_name').notNull(),
    variationName: text('variation_name').notNull(),
    productAvatar: text('product_avatar'),
    // Customs facts agreed for this line (an accepted offer's); null ones are read from the
    // product and variation when a document is issued (docs/product.md#trade-documents).
    hsCode: text('hs_code'),
    originCountry: text('origin_country'),
    netWeightKg: weight('net_weight_kg'),
    grossWeightKg: weight('gross_weight_kg'),
    ...timestamps(),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
    check('order_items_hs_code_digits', sql`${t.hsCode} ~ '^[0-9]{6,10}$'`),
    check('order_items_origin_country_code', sql`${t.originCountry} ~ '^[A-Z]{2}$'`),
    check('order_items_weights_positive', sql`${t.netWeightKg} > 0 and ${t.grossWeightKg} > 0`),
    check('order_items_gross_not_below_net', sql`${t.grossWeightKg} >= ${t.netWeightKg}`),
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    index('order_items_product_variation_id_idx').on(t.productVariationId),
  ],
)

/** One row per transition (docs/product.md#order-lifecycle); from_status is null for the creation. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: orderActorRoleEnum('actor_role').notNull(),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('order_history_order_id_created_at_idx').on(t.orderId, t.createdAt),
    index('order_history_actor_user_id_idx').on(t.actorUserId),
    // Analytics: the quotes and shipments of a period, for the median times (docs/product.md#analytics).
    index('order_history_to_status_created_at_idx').on(t.toStatus, t.createdAt),
  ],
)

/** Internal notes of the operators on an order; never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('order_notes_body_not_blank', sql`btrim(${t.body}) <> ''`),
    index('order_notes_order_id_created_at_idx').on(t.orderId, t.createdAt),
    index('order_notes_author_id_idx').on(t.authorId),
  ],
)

export type Order = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type OrderItem = typeof orderItems.$inferSelect
export type NewOrderItem = typeof orderItems.$inferInsert
export type OrderHistoryEntry = typeof orderHistory.$inferSelect
export type OrderActorRole = (typeof orderActorRoleEnum.enumValues)[number]
export type OrderNote = typeof orderNotes.$inferSelect
