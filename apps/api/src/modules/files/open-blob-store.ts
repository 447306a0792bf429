import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { BlobStore } from './blob-store.ts'
import { pgBlobStore } from './pg-blob-store.ts'

/**
 * The store the configuration names for uploaded files' bytes (docs/decisions/047-files-in-a-store.md):
 * for now always the database's own tables, `db` being the app's database, PGlite or PostgreSQL.
 */
export function openBlobStore(_config: Config, db: Db): BlobStore {
  return pgBlobStore(db)
}
