import { sql } from 'drizzle-orm'
import { bigint, check, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * The bytes of uploaded files kept in PostgreSQL (docs/decisions/047-files-in-a-store.md): a
 * file's head, written once every part is, so a file without one is an unfinished write that no
 * reader sees. `key` is the file's stored path (`private/<hash>`, `uploads/<hash>`).
 */
export const fileBlobs = pgTable(
  'file_blobs',
  {
    key: text('key').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('file_blobs_size_not_negative', sql`${t.size} >= 0`)],
)

/** A file's content in parts of 256 KiB (the last one shorter), numbered from 0. */
export const fileBlobParts = pgTable(
  'file_blob_parts',
  {
    key: text('key').notNull(),
    part: integer('part').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.part] }),
    check('file_blob_parts_part_not_negative', sql`${t.part} >= 0`),
  ],
)
