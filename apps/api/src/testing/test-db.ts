import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { inject } from 'vitest'
import { type Database, type DatabaseKind, openDatabase } from '../db/client.ts'
import { databaseUrl, withAdmin } from './postgres-admin.ts'

/** The databases API tests run on: PGlite always, PostgreSQL when one is reachable. */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgresql'] : ['pglite']
}

/** A fresh, migrated database of the given kind; close() also drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const image = await fs.readFile(inject('pgliteImage'))
    return openDatabase({ loadDataDir: new Blob([image]) })
  }
  const template = inject('postgresTemplate')
  if (!template) throw new Error('PostgreSQL is not reachable')
  const name = `caravanserai_t${template.split('_').at(-1)}_${randomBytes(6).toString('hex')}`
  await withAdmin((c) => c.query(`create database ${name} template ${template}`))
  const database = await openDatabase({ databaseUrl: databaseUrl(name) })
  return {
    ...database,
    close: async () => {
      await database.close()
      await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`))
    },
  }
}
