import path from 'node:path'
import type { OpsUpload } from '@caravanserai/contracts/ops-media'
import { type Db, inTransaction } from '../../db/client.ts'
import { type FileStore, keepFile } from '../files/file-store.ts'
import { downloadName } from '../files/private-files.ts'
import { preparePicture, uploadJson, writeOnce } from './uploads.ts'

export type PictureUpload = { content: Buffer; filename: string; uploadedBy: number }

/**
 * An operator's picture, checked and rendered (`preparePicture`), kept as any upload is: under the
 * operator's quota until a product shows it (docs/architecture.md#uploaded-files), then the shop's.
 * Its renditions go to the cache, which /media serves.
 */
export async function storePicture(db: Db, store: FileStore, upload: PictureUpload): Promise<OpsUpload> {
  const picture = await preparePicture(upload.content)
  await inTransaction(db, (tx) =>
    keepFile(tx, store, {
      path: `uploads/${picture.hash}`,
      content: upload.content,
      name: downloadName(upload.filename, picture.hash.slice(0, 8)),
      contentType: picture.contentType,
      uploadedBy: upload.uploadedBy,
      orderId: null,
    }),
  )
  for (const [name, rendition] of picture.renditions)
    await writeOnce(path.join(store.cacheDir, name), rendition)
  return uploadJson(`uploads/${picture.hash}`, picture.width, picture.height)
}
