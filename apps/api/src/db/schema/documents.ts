import { DOCUMENT_KINDS } from '@caravanserai/contracts/documents'
import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { localeEnum, timestamps } from './columns.ts'
import { orders } from './orders.ts'

export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS)

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

/**
 * The last number given to each kind of document in each year. Taken and raised in the
 * transaction that issues the document, so a rolled-back issue gives its number back and the
 * numbers have no gaps (docs/decisions/028-trade-documents.md).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: documentKindEnum('kind').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check('document_counters_positive', sql`${t.lastNumber} > 0`),
  ],
)

/**
 * A document as issued: what it said (`content`, the order as it was then, in its language) and
 * the PDF made from it. Neither changes afterwards; a newer document of its kind only marks it
 * superseded.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: documentKindEnum('kind').notNull(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    language: localeEnum('language').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    content: jsonb('content').notNull(),
    pdf: bytea('pdf').notNull(),
    // When a newer document of the kind replaced it (a quote given again); the document itself
    // stays as issued (docs/decisions/041-ways-out-of-an-order.md).
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // One standing document of each kind per order; those it replaced are kept beside it. Credit
    // notes replace nothing: one for each refund, so the kinds that do are named.
    uniqueIndex('order_documents_order_id_kind_standing')
      .on(t.orderId, t.kind)
      .where(
        sql`${t.supersededAt} is null and ${t.kind} in ('proforma_invoice', 'commercial_invoice', 'packing_list')`,
      ),
    unique('order_documents_kind_year_sequence_unique').on(t.kind, t.year, t.sequence),
    index('order_documents_order_id_idx').on(t.orderId),
  ],
)

export type OrderDocumentRow = typeof orderDocuments.$inferSelect
