import type { Attachment } from '@caravanserai/contracts/payments'
import { sql } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import type { storedFiles } from '../../db/schema/payments.ts'
import { AppError } from '../../errors.ts'
import type { RequestLimit } from '../../plugins/rate-limit.ts'
import type { FileStore } from '../files/file-store.ts'
import { readPrivateFile, storePrivateFile } from '../files/private-files.ts'

/** Files a buyer may upload for requests in an hour: a few drawings and specifications, not a flood. */
export const RFQ_FILES_PER_BUYER: RequestLimit = { name: 'rfq-files', max: 30, windowMs: 60 * 60 * 1000 }

/** Until a request carries it, the uploader downloads a file here. */
const UPLOADS_BASE = '/api/rfqs/files/'

/**
 * A file the buyer sends ahead of their request (docs/product.md#requests-for-quotation): kept
 * privately like an order's file, of no order, until POST /rfqs/ names it.
 */
export async function storeRfqFile(
  db: Db,
  files: FileStore,
  file: { uploadedBy: number; filename: string; content: Buffer },
): Promise<Attachment> {
  const stored = await inTransaction(db, (tx) => storePrivateFile(tx, files, { ...file, orderId: null }))
  return {
    id: stored.id,
    name: stored.name,
    content_type: stored.contentType,
    size: stored.size,
    download_url: `${UPLOADS_BASE}${stored.id}/`,
  }
}

export type ReadableFile = Row<typeof storedFiles, 'path' | 'name' | 'contentType'>

/**
 * A file of the request `rfqId`, if the viewer may see the request: the buyer's own (`buyerId`),
 * or any for an operator (`buyerId` null).
 */
export async function findRfqFile(
  db: Db,
  rfqId: number,
  fileId: number,
  buyerId: number | null,
): Promise<ReadableFile | null> {
  const [row] = await queryRows<ReadableFile>(
    db,
    sql`select f.path, f.name, f.content_type as "contentType" from rfq_files rf
      join rfqs r on r.id = rf.rfq_id join stored_files f on f.id = rf.file_id
      where rf.rfq_id = ${rfqId} and rf.file_id = ${fileId} ${buyerId === null ? sql`` : sql`and r.user_id = ${buyerId}`}`,
  )
  return row ?? null
}

/** A file the buyer uploaded for a request, whether or not a request carries it yet. */
export async function findUploadedFile(
  db: Db,
  fileId: number,
  buyerId: number,
): Promise<ReadableFile | null> {
  const [row] = await queryRows<ReadableFile>(
    db,
    sql`select f.path, f.name, f.content_type as "contentType" from stored_files f
      where f.id = ${fileId} and f.uploaded_by = ${buyerId} and f.order_id is null
        and not exists (select 1 from producer_certificates c where c.file_id = f.id)`,
  )
  return row ?? null
}

/** Sends `file` as a download (never shown inline), or 404 when it is not there to send. */
export async function sendFile(reply: FastifyReply, files: FileStore, file: ReadableFile | null) {
  const content = file && (await readPrivateFile(files, file.path))
  if (!file || !content) throw new AppError('files.notFound', 404)
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(content)
}
