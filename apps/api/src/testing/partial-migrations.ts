import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { type Database, type DatabaseKind, openDatabase } from '../db/client.ts'
import { migrationsFolder } from '../db/migrate.ts'
import { databaseUrl, withAdmin } from './postgres-admin.ts'

// For a migration's test: a database as the release before had it, rows written into it, then
// the migration applied and what it made of them read back.

/** The committed migrations up to, and without, `tag`: the database as the release before had it. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'caravanserai-migrations-'))
  await fs.cp(migrationsFolder(), folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  if (at <= 0) throw new Error(`migrationsBefore: no migration ${tag} after the first`)
  journal.entries = journal.entries.slice(0, at)
  await fs.writeFile(journalFile, JSON.stringify(journal))
  return folder
}

/** An empty database of `kind`, dropped by the test's end. */
export async function emptyDatabase(
  kind: DatabaseKind,
  cleanups: (() => Promise<unknown>)[],
): Promise<Database> {
  if (kind === 'pglite') return openDatabase({})
  const run = inject('postgresTemplate')!.split('_').at(-1)
  const name = `caravanserai_t${run}_${randomBytes(6).toString('hex')}`
  await withAdmin((c) => c.query(`create database ${name}`))
  cleanups.push(() => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)))
  return openDatabase({ databaseUrl: databaseUrl(name) })
}
