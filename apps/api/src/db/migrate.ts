import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Database } from './client.ts'

/** The committed SQL migrations: beside the bundle in production, apps/api/drizzle in source. */
export function migrationsFolder(): string {
  const candidates = [new URL('./drizzle', import.meta.url), new URL('../../drizzle', import.meta.url)]
  const found = candidates.map((u) => fileURLToPath(u)).find((p) => fs.existsSync(p))
  if (!found) throw new Error('The migrations folder (apps/api/drizzle) is missing')
  return found
}

/** Applies the migrations `folder` holds that the database lacks (the committed ones by default). */
export async function migrateDatabase(database: Database, folder = migrationsFolder()): Promise<void> {
  const config = { migrationsFolder: folder }
  // The two drivers share one schema and one SQL dialect; only the migrator's entry point differs.
  if (database.kind === 'pglite') await migratePglite(database.db as never, config)
  else await migratePg(database.db as never, config)
}

/** The advisory lock key instances take to migrate and seed one at a time ("cara" in ASCII). */
export const MIGRATION_LOCK = 0x63_61_72_61

/** How often a waiting instance asks for the lock again, and how long it waits at most. */
const LOCK_POLL_MS = 250
export const MIGRATION_WAIT_MS = 10 * 60_000

/**
 * Runs `fn` (migrations, then the demo seed) while no other instance does on the same database:
 * on PostgreSQL under a session advisory lock, held on a connection of its own and released when
 * that connection ends, even by a crash. So N instances started at once on an empty database all
 * come up: the first migrates and seeds, the others wait, then find it done. The wait asks for
 * the lock every quarter second rather than blocking in one statement, which the pool's statement
 * timeout would cancel while a slow machine is still seeding. PGlite has one process, kept so by
 * its DATA_DIR lock.
 */
export async function oneInstanceAtATime<T>(
  database: Database,
  fn: () => Promise<T>,
  { waitMs = MIGRATION_WAIT_MS } = {},
): Promise<T> {
  const client = (database.db as unknown as { $client: unknown }).$client
  if (database.kind !== 'postgresql' || !(client instanceof pg.Pool)) return fn()
  const holder = await client.connect()
  // A connection ended under it (a restart, an administrator) fails the query in flight; unheard,
  // the same error emitted on the client would end the process.
  const heard = () => {}
  holder.on('error', heard)
  try {
    const deadline = Date.now() + waitMs
    while (!(await tryLock(holder))) {
      if (Date.now() > deadline)
        throw new Error(`Another instance has migrated this database for more than ${waitMs / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS))
    }
    return await fn()
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    holder.off('error', heard)
    holder.release()
  }
}

async function tryLock(holder: pg.PoolClient): Promise<boolean> {
  const { rows } = await holder.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
    MIGRATION_LOCK,
  ])
  return rows[0]!.locked
}
