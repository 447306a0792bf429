import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { type StoredFile, storedFiles } from '../../db/schema/payments.ts'
import { AppError } from '../../errors.ts'
import type { BlobKey, BlobStore } from './blob-store.ts'

/**
 * Where uploaded files are kept and how much each account may keep
 * (docs/architecture.md#uploaded-files): every upload's bytes in `blobs`, the store all instances
 * share; picture renditions in `cacheDir`, this instance's own cache, rebuilt from the store.
 */
export type FileStore = { blobs: BlobStore; cacheDir: string; quotaBytes: number }

export function contentHash(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 32)
}

/**
 * Files that belong to the shop's catalogue rather than to the person who sent them: product
 * pictures and suppliers' certificates. `f` is a stored_files alias.
 */
export function inCatalogue(f: string): SQL {
  const a = sql.raw(f)
  return sql`(exists (select 1 from variation_images vi where vi.path = ${a}.path)
    or exists (select 1 from producer_certificates c where c.file_id = ${a}.id))`
}

/**
 * Uploads nothing names: of no order, request, certificate or product. Abandoned once a day old,
 * and an erased account's at once. `f` is a stored_files alias.
 */
export function unattached(f: string): SQL {
  const a = sql.raw(f)
  return sql`(${a}.order_id is null and not ${inCatalogue(f)}
    and not exists (select 1 from rfq_files rf where rf.file_id = ${a}.id))`
}

/**
 * Holds, until `tx` ends, the one lock of a stored path: taken by whoever writes a row naming the
 * bytes and by whoever removes them, so a file is never removed while a new row comes to name it.
 */
export async function lockStoredPath(tx: Db, stored: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${FILES_LOCK}, hashtext(${stored}))`)
}

/** The namespace of the stored paths' advisory locks ("file" in ASCII). */
const FILES_LOCK = 0x66_69_6c_65

export type NewStoredFile = {
  path: BlobKey
  content: Buffer
  name: string
  contentType: string
  uploadedBy: number
  /** Null for a file of no order (a picture, a certificate, a request for quotation's file). */
  orderId: number | null
}

/**
 * Keeps an upload in `tx`: the sender must have verified their address (403) and have room for it
 * under their quota (413, saying how much is left); the bytes are put in the store under their
 * hash, in `tx` when the store can join it, and the stored_files row that names them made, both
 * under the path's lock.
 */
export async function keepFile(tx: Db, store: FileStore, file: NewStoredFile): Promise<StoredFile> {
  await claimSpace(tx, store, file.uploadedBy, file.content.length)
  await lockStoredPath(tx, file.path)
  await store.blobs.put(file.path, file.content, file.content.length, tx)
  const [row] = await tx
    .insert(storedFiles)
    .values({
      orderId: file.orderId,
      uploadedBy: file.uploadedBy,
      path: file.path,
      name: file.name,
      contentType: file.contentType,
      size: file.content.length,
    })
    .returning()
  return row!
}

const MB = 1024 * 1024

/**
 * Refuses an upload of `size` bytes from an unverified account (403) or past the account's quota
 * (413). The account's row is locked, so two uploads at once are counted one after the other.
 */
async function claimSpace(tx: Db, store: FileStore, userId: number, size: number) {
  const [account] = await queryRows<{ verified: boolean; used: number }>(
    tx,
    sql`select u.is_verified as verified, (select coalesce(sum(f.size), 0)::float8 from stored_files f
        where f.uploaded_by = u.id and not ${inCatalogue('f')}) as used
      from users u where u.id = ${userId} for update of u`,
  )
  if (!account?.verified) throw new AppError('files.unverified', 403)
  const remaining = Math.max(0, store.quotaBytes - account.used)
  if (size > remaining)
    throw new AppError('files.quotaFull', 413, {
      remaining_mb: Math.floor((remaining / MB) * 10) / 10,
      quota_mb: Math.round(store.quotaBytes / MB),
    })
}
