import { PROOF_STATES } from '@caravanserai/contracts/payments'
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { settledMoney, timestamps } from './columns.ts'
import { orders } from './orders.ts'

/**
 * Every upload, by who sent it: a file a buyer or an operator sent with an order (a transfer
 * confirmation, a message's attachment) or a request for quotation, a supplier's certificate, kept
 * as `private/<hash>`, and an operator's picture, kept as `uploads/<hash>`, each in the file store
 * under its content's hash (docs/architecture.md#uploaded-files). Only certificates and pictures
 * on products are served to anyone; the rest only to their owner and the operators.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Null for a file of a request for quotation or a supplier's certificate (rfqs.ts, suppliers.ts).
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** `private/` or `uploads/`, and the SHA-256 of the content, 32 hex digits. */
    path: text('path').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('stored_files_size_positive', sql`${t.size} > 0`),
    index('stored_files_order_id_idx').on(t.orderId),
    index('stored_files_uploaded_by_idx').on(t.uploadedBy),
    index('stored_files_path_idx').on(t.path),
  ],
)

export const proofStateEnum = pgEnum('proof_state', PROOF_STATES)

/** A transfer confirmation the buyer uploaded, waiting for an operator or answered. */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    state: proofStateEnum('state').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check(
      'payment_proofs_rejected_has_reason',
      sql`(${t.state} = 'rejected') = (${t.rejectionReason} is not null)`,
    ),
    index('payment_proofs_order_id_idx').on(t.orderId),
    index('payment_proofs_file_id_idx').on(t.fileId),
    // The operators' queue of confirmations waiting.
    index('payment_proofs_pending_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`),
  ],
)

/** Money an operator saw arrive on the seller's account for an order. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    // In the order's settlement currency (docs/decisions/046-settlement-currency.md).
    amount: settledMoney('amount').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    proofId: integer('proof_id').references(() => paymentProofs.id, { onDelete: 'restrict' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    index('payments_order_id_idx').on(t.orderId),
    index('payments_proof_id_idx').on(t.proofId),
    index('payments_recorded_by_idx').on(t.recordedBy),
  ],
)

export type StoredFile = typeof storedFiles.$inferSelect
export type PaymentProofRow = typeof paymentProofs.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
