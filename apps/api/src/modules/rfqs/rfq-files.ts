import type { Attachment } from '@caravanserai/contracts/payments'
import { and, eq, isNull, notExists, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { storedFiles } from '../../db/schema/payments.ts'
import { rfqFiles, rfqs } from '../../db/schema/rfqs.ts'
import { producerCertificates } from '../../db/schema/suppliers.ts'
import type { RequestLimit } from '../../plugins/rate-limit.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import type { FileStore } from '../files/file-store.ts'
import { storePrivateFile } from '../files/private-files.ts'
import { type DownloadableFile, downloadable } from '../files/send-download.ts'

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

/**
 * A file of the request `rfqId`, if the viewer may see the request: one of the buyer's company,
 * or any for an operator (`buyer` null).
 */
export async function findRfqFile(
  db: Db,
  rfqId: number,
  fileId: number,
  buyer: Buyer | null,
): Promise<DownloadableFile | null> {
  const [row] = await db
    .select(downloadable)
    .from(rfqFiles)
    .innerJoin(rfqs, eq(rfqs.id, rfqFiles.rfqId))
    .innerJoin(storedFiles, eq(storedFiles.id, rfqFiles.fileId))
    .where(
      and(
        eq(rfqFiles.rfqId, rfqId),
        eq(rfqFiles.fileId, fileId),
        buyer === null ? undefined : ownedBy(buyer, sql`${rfqs.companyId}`, 'view'),
      ),
    )
  return row ?? null
}

/** A file the buyer uploaded for a request, whether or not a request carries it yet. */
export async function findUploadedFile(
  db: Db,
  fileId: number,
  buyerId: number,
): Promise<DownloadableFile | null> {
  const [row] = await db
    .select(downloadable)
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.uploadedBy, buyerId),
        isNull(storedFiles.orderId),
        notExists(
          db
            .select({ id: producerCertificates.fileId })
            .from(producerCertificates)
            .where(eq(producerCertificates.fileId, storedFiles.id)),
        ),
      ),
    )
  return row ?? null
}
