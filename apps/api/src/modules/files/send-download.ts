import type { FastifyReply } from 'fastify'
import { type StoredFile, storedFiles } from '../../db/schema/payments.ts'
import { AppError } from '../../errors.ts'
import type { MessageKey } from '../../i18n/messages.ts'
import { isBlobKey } from './blob-store.ts'
import type { FileStore } from './file-store.ts'

/** What a download needs of a stored file's row. */
export type DownloadableFile = Pick<StoredFile, 'path' | 'name' | 'contentType' | 'size'>

/** The columns of a DownloadableFile, for a select. */
export const downloadable = {
  path: storedFiles.path,
  name: storedFiles.name,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
}

/**
 * Sends a private file as a download, never shown inline, streamed from the store a part at a
 * time (docs/architecture.md#uploaded-files); 404 with `missing` when there is no such file, or
 * its bytes are not in the store.
 */
export async function sendDownload(
  reply: FastifyReply,
  store: FileStore,
  file: DownloadableFile | null,
  missing: MessageKey,
) {
  const key = file?.path
  const content = key?.startsWith('private/') && isBlobKey(key) ? await store.blobs.get(key) : null
  if (!file || !content) throw new AppError(missing, 404)
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(content)
}
