import type { Currency } from '@caravanserai/contracts/currency-rules'
import { ESCROW_ENTRY_KINDS } from '@caravanserai/contracts/escrow'
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { producers } from './catalog.ts'
import { KNOWN_CURRENCY, settledMoney } from './columns.ts'
import { orderDocuments } from './documents.ts'
import { orders } from './orders.ts'
import { payments } from './payments.ts'

export const escrowEntryKindEnum = pgEnum('escrow_entry_kind', ESCROW_ENTRY_KINDS)

/** Money the shop sent back to a buyer, with the credit note that records it. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    // In the order's settlement currency (docs/decisions/046-settlement-currency.md).
    amount: settledMoney('amount').notNull(),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    bankReference: text('bank_reference').notNull(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => orderDocuments.id, { onDelete: 'restrict' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    index('refunds_order_id_idx').on(t.orderId),
    index('refunds_credit_note_id_idx').on(t.creditNoteId),
    index('refunds_recorded_by_idx').on(t.recordedBy),
  ],
)

/** Money the shop sent a supplier of what was released to it. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id, { onDelete: 'restrict' }),
    // Paid out of what was released to the supplier in this currency.
    currency: text('currency').$type<Currency>().notNull().default('USD'),
    amount: settledMoney('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    bankReference: text('bank_reference').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    check('payouts_currency_known', sql`${t.currency} in (${KNOWN_CURRENCY})`),
    index('payouts_producer_id_created_at_idx').on(t.producerId, t.createdAt),
    index('payouts_created_at_idx').on(t.createdAt),
    index('payouts_recorded_by_idx').on(t.recordedBy),
  ],
)

/**
 * The escrow ledger (docs/decisions/043-escrow-ledger.md), append-only: money received for an
 * order, released to a supplier (or kept by the shop: `producer_id` null, for shipping and goods
 * of no supplier), refunded to the buyer, and paid out to a supplier. The database keeps, after
 * every row, each order's received − released − refunded (what it holds) and each supplier's
 * released − paid out (what it is owed) at zero or more.
 */
export const escrowEntries = pgTable(
  'escrow_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: escrowEntryKindEnum('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    producerId: integer('producer_id').references(() => producers.id, { onDelete: 'restrict' }),
    // The order's settlement currency, or the payout's: balances are kept per currency
    // (docs/decisions/046-settlement-currency.md).
    currency: text('currency').$type<Currency>().notNull().default('USD'),
    amount: settledMoney('amount').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('escrow_entries_amount_positive', sql`${t.amount} > 0`),
    check('escrow_entries_currency_known', sql`${t.currency} in (${KNOWN_CURRENCY})`),
    // Each kind names what it is about, and nothing else.
    check(
      'escrow_entries_kind_shape',
      sql`case ${t.kind}
        when 'received' then ${t.orderId} is not null and ${t.paymentId} is not null and ${t.producerId} is null and ${t.refundId} is null and ${t.payoutId} is null
        when 'released' then ${t.orderId} is not null and ${t.paymentId} is null and ${t.refundId} is null and ${t.payoutId} is null
        when 'refunded' then ${t.orderId} is not null and ${t.refundId} is not null and ${t.producerId} is null and ${t.paymentId} is null and ${t.payoutId} is null
        else ${t.orderId} is null and ${t.producerId} is not null and ${t.payoutId} is not null and ${t.paymentId} is null and ${t.refundId} is null end`,
    ),
    index('escrow_entries_order_id_idx').on(t.orderId),
    index('escrow_entries_producer_id_idx').on(t.producerId),
    index('escrow_entries_payment_id_idx').on(t.paymentId),
    index('escrow_entries_refund_id_idx').on(t.refundId),
    index('escrow_entries_payout_id_idx').on(t.payoutId),
  ],
)

export type EscrowEntryRow = typeof escrowEntries.$inferSelect
