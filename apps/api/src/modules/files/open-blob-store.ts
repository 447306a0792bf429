import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { BlobStore } from './blob-store.ts'
import { pgBlobStore } from './pg-blob-store.ts'
import { s3BlobStore } from './s3-blob-store.ts'

/**
 * The store the configuration names for uploaded files' bytes (docs/decisions/047-files-in-a-store.md):
 * the database's own tables (`db`, PGlite or PostgreSQL) unless STORAGE_URL names an S3-compatible
 * bucket (docs/storage-s3.md).
 */
export function openBlobStore(config: Config, db: Db): BlobStore {
  return config.storage.kind === 's3' ? s3BlobStore(config.storage) : pgBlobStore(db)
}
