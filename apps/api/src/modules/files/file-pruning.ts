import fs from 'node:fs/promises'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { bytesOf, type FileStore, lockStoredPath, unattached } from './file-store.ts'

const HOUR_MS = 60 * 60 * 1000
/** An upload nothing came to name in this long was abandoned (docs/architecture.md#uploaded-files). */
export const UNATTACHED_FILE_KEPT_HOURS = 24
/** A temporary file this old is an unfinished write that will never finish. */
const UNFINISHED_WRITE_MS = HOUR_MS

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
 * Removes from disk the bytes that no row names any more (the last row naming them went: a
 * certificate deleted, an abandoned upload pruned, an erased account's uploads), and the
 * renditions of a removed picture, each under its path's lock (see `forgetBytes`); and the
 * temporary files of writes that never finished. Returns how many files went.
 */
export async function removeUnnamedBytes(db: Db, store: FileStore): Promise<number> {
  const paths: string[] = []
  for (const folder of ['private', 'uploads'] as const) {
    const dir = folder === 'private' ? store.privateDir : store.uploadsDir
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      if (bytesOf(store, `${folder}/${name}`)) paths.push(`${folder}/${name}`)
      else if (name.endsWith('.tmp')) await removeUnfinished(path.join(dir, name))
    }
  }
  let removed = 0
  for (let at = 0; at < paths.length; at += CHECKED_AT_ONCE) {
    const unnamed = await queryRows<{ path: string }>(
      db,
      sql`select p.path from unnest(string_to_array(${paths.slice(at, at + CHECKED_AT_ONCE).join(',')}, ',')) as p(path)
        where not ${named(sql`p.path`)}`,
    )
    for (const { path: stored } of unnamed) if (await forgetBytes(db, store, stored)) removed += 1
  }
  return removed
}

/** Paths looked up in one statement: a few thousand, so a large store is read in a few queries. */
const CHECKED_AT_ONCE = 2_000

const named = (stored: SQL) => sql`(exists (select 1 from stored_files where path = ${stored})
  or exists (select 1 from variation_images where path = ${stored}))`

/**
 * Removes the bytes `stored` names when no row names them any more (a certificate deleted), and a
 * picture's renditions with them. Checked under the path's lock, so an upload naming the same
 * bytes at this moment keeps them. Call it once the deletion has committed.
 */
export async function forgetBytes(db: Db, store: FileStore, stored: string): Promise<boolean> {
  const file = bytesOf(store, stored)
  if (!file) return false
  return inTransaction(db, async (tx) => {
    await lockStoredPath(tx, stored)
    const [row] = await queryRows<{ named: boolean }>(tx, sql`select ${named(sql`${stored}`)} as named`)
    if (row!.named) return false
    await fs.rm(file, { force: true })
    if (stored.startsWith('uploads/')) await removeRenditions(store.cacheDir, path.basename(file))
    return true
  })
}

/** A temporary file of `writeOnce`, once it is too old to be a write in progress (by the real clock). */
async function removeUnfinished(file: string) {
  const stat = await fs.stat(file).catch(() => null)
  if (stat && stat.mtimeMs < Date.now() - UNFINISHED_WRITE_MS) await fs.rm(file, { force: true })
}

/** A picture's renditions, `uploads/<hash>-<width>.<format>` in the cache. */
async function removeRenditions(cacheDir: string, hash: string) {
  const dir = path.join(cacheDir, 'uploads')
  for (const name of await fs.readdir(dir).catch(() => [] as string[]))
    if (name.startsWith(`${hash}-`)) await fs.rm(path.join(dir, name), { force: true })
}
