import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client.ts'

/** The committed SQL migrations: beside the bundle in production, apps/api/drizzle in source. */
export function migrationsFolder(): string {
  const candidates = [new URL('./drizzle', import.meta.url), new URL('../../drizzle', import.meta.url)]
  const found = candidates.map((u) => fileURLToPath(u)).find((p) => fs.existsSync(p))
  if (!found) throw new Error('The migrations folder (apps/api/drizzle) is missing')
  return found
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() }
  // The two drivers share one schema and one SQL dialect; only the migrator's entry point differs.
  if (database.kind === 'pglite') await migratePglite(database.db as never, config)
  else await migratePg(database.db as never, config)
}
