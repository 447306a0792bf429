import path from 'node:path'
import type { Attachment } from '@caravanserai/contracts/payments'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema/orders.ts'
import { type StoredFile, storedFiles } from '../../db/schema/payments.ts'
import { AppError } from '../../errors.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import { sniffImageType } from '../media/uploads.ts'
import { contentHash, type FileStore, keepFile } from './file-store.ts'
import { type DownloadableFile, downloadable } from './send-download.ts'

/** The kinds of file an order may carry, by what their first bytes say. */
const CONTENT_TYPES = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const

/** A PDF, JPEG, PNG or WebP by its signature, whatever its name or the type the browser sent. */
export function sniffFileType(head: Uint8Array): keyof typeof CONTENT_TYPES | null {
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === '%PDF-') return 'pdf'
  const image = sniffImageType(head)
  return image === 'jpeg' || image === 'png' || image === 'webp' ? image : null
}

/** A name fit for a download: no path, no control characters, at most 120 characters. */
export function downloadName(name: string, fallback: string): string {
  const base = path.basename(name.replaceAll('\\', '/'))
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 120)
  return clean || fallback
}

/** `orderId` null: a file of no order (a supplier's certificate, a request for quotation's file). */
export type NewPrivateFile = { orderId: number | null; uploadedBy: number; filename: string; content: Buffer }

/**
 * Keeps a file sent with an order, a request or a certificate (docs/architecture.md#uploaded-files):
 * its content must be a PDF or a picture (415); it is kept as `keepFile` keeps any upload, under
 * the sender's quota, in `tx`, the transaction that uses it.
 */
export async function storePrivateFile(tx: Db, store: FileStore, file: NewPrivateFile): Promise<StoredFile> {
  const type = sniffFileType(file.content.subarray(0, 64))
  if (!type) throw new AppError('files.type', 415)
  const hash = contentHash(file.content)
  return keepFile(tx, store, {
    path: `private/${hash}`,
    content: file.content,
    name: downloadName(file.filename, `${hash.slice(0, 8)}.${type}`),
    contentType: CONTENT_TYPES[type],
    uploadedBy: file.uploadedBy,
    orderId: file.orderId,
  })
}

/** An attachment's JSON, `f` being a stored_files alias; its download goes through the order. */
export function attachmentJson(f: string, base: SQL): SQL {
  const a = sql.raw(f)
  return sql`json_build_object('id', ${a}.id, 'name', ${a}.name, 'content_type', ${a}.content_type,
    'size', ${a}.size, 'download_url', ${base} || ${a}.order_id || '/files/' || ${a}.id || '/')`
}

export function attachmentOf(file: StoredFile, base: '/api/orders/' | '/api/ops/orders/'): Attachment {
  return {
    id: file.id,
    name: file.name,
    content_type: file.contentType,
    size: file.size,
    download_url: `${base}${file.orderId}/files/${file.id}/`,
  }
}

/** A file of the order, if the viewer may see the order (one of the buyer's company, or any for staff). */
export async function findOrderFile(
  db: Db,
  orderId: number,
  fileId: number,
  buyer: Buyer | null,
): Promise<DownloadableFile | null> {
  const [row] = await db
    .select(downloadable)
    .from(storedFiles)
    .innerJoin(orders, eq(orders.id, storedFiles.orderId))
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.orderId, orderId),
        buyer === null ? undefined : ownedBy(buyer, sql`${orders.companyId}`, 'view'),
      ),
    )
  return row ?? null
}
