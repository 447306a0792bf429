import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { timestamps } from './columns.ts'
import { orderActorRoleEnum, orders } from './orders.ts'
import { storedFiles } from './payments.ts'

/**
 * The conversation of an order between its buyer and the operators (docs/product.md#order-conversation):
 * what both sides see. The operators' internal notes are order_notes, which buyers never see.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** customer or staff: whose side wrote it, kept when the author's account goes. */
    authorRole: orderActorRoleEnum('author_role').notNull(),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('order_messages_author_role', sql`${t.authorRole} in ('customer', 'staff')`),
    index('order_messages_order_id_id_idx').on(t.orderId, t.id),
    index('order_messages_author_id_idx').on(t.authorId),
  ],
)

/** The files a message carries (stored_files of the same order). */
export const orderMessageFiles = pgTable(
  'order_message_files',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => orderMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] })],
)

/** How far each person has read each order's conversation: the unread counts come from it. */
export const orderThreadReads = pgTable(
  'order_thread_reads',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.userId] }),
    index('order_thread_reads_user_id_idx').on(t.userId),
  ],
)

/**
 * When each person was last (or will next be) emailed about each order's conversation: at most
 * one email per ten minutes per conversation per person (docs/decisions/029-order-conversation.md).
 */
export const orderThreadNotices = pgTable(
  'order_thread_notices',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailAt: timestamp('email_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.userId] }),
    index('order_thread_notices_user_id_idx').on(t.userId),
  ],
)

export type OrderMessage = typeof orderMessages.$inferSelect
