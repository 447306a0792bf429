import fs from 'node:fs/promises'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { type BlobKey, isBlobKey } from './blob-store.ts'
import { type FileStore, lockStoredPath, unattached } from './file-store.ts'

const HOUR_MS = 60 * 60 * 1000
/** An upload nothing came to name in this long was abandoned (docs/architecture.md#uploaded-files). */
export const UNATTACHED_FILE_KEPT_HOURS = 24

/**
 * Deletes the rows of uploads that nothing came to name within UNATTACHED_FILE_KEPT_HOURS: a
 * request for quotation's file never sent with a request, a picture never put on a product. A file
 * of an order, of a request, of a certificate or on a product is never one of them.
 */
export async function pruneUnattachedFiles(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_FILE_KEPT_HOURS * HOUR_MS)
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`with gone as (delete from stored_files f where f.created_at < ${before} and ${unattached('f')} returning 1)
      select count(*)::int as count from gone`,
  )
  return row?.count ?? 0
}

/**
 * Removes from the store the bytes that no row names any more (the last row naming them went: a
 * certificate deleted, an abandoned upload pruned, an erased account's uploads), and the
 * renditions of a removed picture, each under its path's lock (see `forgetBytes`). Returns how
 * many files went.
 */
export async function removeUnnamedBytes(db: Db, store: FileStore): Promise<number> {
  let removed = 0
  for (const folder of ['private', 'uploads'] as const) {
    let batch: BlobKey[] = []
    const removeUnnamed = async () => {
      const unnamed = await queryRows<{ path: BlobKey }>(
        db,
        sql`select p.path from unnest(string_to_array(${batch.join(',')}, ',')) as p(path)
          where not ${named(sql`p.path`)}`,
      )
      for (const { path: stored } of unnamed) if (await forgetBytes(db, store, stored)) removed += 1
      batch = []
    }
    for await (const key of store.blobs.keys(folder)) {
      batch.push(key)
      if (batch.length === CHECKED_AT_ONCE) await removeUnnamed()
    }
    if (batch.length > 0) await removeUnnamed()
  }
  return removed
}

/** Paths looked up in one statement: a few thousand, so a large store is read in a few queries. */
const CHECKED_AT_ONCE = 2_000

const named = (stored: SQL) => sql`(exists (select 1 from stored_files where path = ${stored})
  or exists (select 1 from variation_images where path = ${stored}))`

/**
 * Removes the bytes `stored` names from the store when no row names them any more (a certificate
 * deleted), and a picture's renditions from this instance's cache with them. Checked under the
 * path's lock, and removed in the lock's transaction when the store can join it, so an upload
 * naming the same bytes at this moment keeps them. Call it once the deletion has committed.
 */
export async function forgetBytes(db: Db, store: FileStore, stored: string): Promise<boolean> {
  if (!isBlobKey(stored)) return false
  return inTransaction(db, async (tx) => {
    await lockStoredPath(tx, stored)
    const [row] = await queryRows<{ named: boolean }>(tx, sql`select ${named(sql`${stored}`)} as named`)
    if (row!.named) return false
    await store.blobs.remove(stored, tx)
    if (stored.startsWith('uploads/')) await removeRenditions(store.cacheDir, stored.slice('uploads/'.length))
    return true
  })
}

/** A picture's renditions, `uploads/<hash>-<width>.<format>` in the cache. */
async function removeRenditions(cacheDir: string, hash: string) {
  const dir = path.join(cacheDir, 'uploads')
  for (const name of await fs.readdir(dir).catch(() => [] as string[]))
    if (name.startsWith(`${hash}-`)) await fs.rm(path.join(dir, name), { force: true })
}
