import { CLAIM_REASONS, CLAIM_REMEDIES, CLAIM_STATES } from '@caravanserai/contracts/claims'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { timestamps } from './columns.ts'
import { refunds } from './escrow.ts'
import { orderItems, orders } from './orders.ts'
import { storedFiles } from './payments.ts'

export const claimReasonEnum = pgEnum('claim_reason', CLAIM_REASONS)
export const claimRemedyEnum = pgEnum('claim_remedy', CLAIM_REMEDIES)
export const claimStateEnum = pgEnum('claim_state', CLAIM_STATES)

/**
 * A buyer's claim on a shipped or delivered order (docs/decisions/044-claims.md): what is wrong,
 * what they ask for, and how an operator resolved it. One open at a time per order.
 */
export const claims = pgTable(
  'claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    reason: claimReasonEnum('reason').notNull(),
    remedy: claimRemedyEnum('remedy').notNull(),
    description: text('description').notNull(),
    state: claimStateEnum('state').notNull().default('open'),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    replacementOrderId: integer('replacement_order_id').references(() => orders.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    check('claims_resolved_has_date', sql`(${t.state} = 'open') = (${t.resolvedAt} is null)`),
    check('claims_rejected_has_note', sql`${t.state} <> 'rejected' or ${t.resolutionNote} is not null`),
    check('claims_refunded_has_refund', sql`(${t.state} = 'refunded') = (${t.refundId} is not null)`),
    check(
      'claims_replaced_has_order',
      sql`(${t.state} = 'replaced') = (${t.replacementOrderId} is not null)`,
    ),
    uniqueIndex('claims_one_open_per_order').on(t.orderId).where(sql`${t.state} = 'open'`),
    index('claims_order_id_idx').on(t.orderId),
    // The operators' queue: open claims, oldest first.
    index('claims_open_created_at_idx').on(t.createdAt).where(sql`${t.state} = 'open'`),
    index('claims_state_created_at_idx').on(t.state, t.createdAt),
    index('claims_opened_by_idx').on(t.openedBy),
    index('claims_resolved_by_idx').on(t.resolvedBy),
    index('claims_refund_id_idx').on(t.refundId),
    index('claims_replacement_order_id_idx').on(t.replacementOrderId),
  ],
)

/** The order's lines a claim is about, and how many units of each. */
export const claimLines = pgTable(
  'claim_lines',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.orderItemId] }),
    check('claim_lines_quantity_positive', sql`${t.quantity} > 0`),
    index('claim_lines_order_item_id_idx').on(t.orderItemId),
  ],
)

/** The evidence a buyer sent with a claim: uploads of the order, each used once. */
export const claimFiles = pgTable(
  'claim_files',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' })
      .unique(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.fileId] })],
)

export type ClaimRow = typeof claims.$inferSelect
