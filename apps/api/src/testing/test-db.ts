import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { inject } from 'vitest'
import { type Database, type DatabaseKind, openDatabase } from '../db/client.ts'
// What the global setup provides to `inject` is declared there.
import type {} from './global-setup.ts'
import { databaseUrl, withAdmin } from './postgres-admin.ts'

/** The databases API tests run on: PGlite always, PostgreSQL when one is reachable. */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgresql'] : ['pglite']
}

/**
 * A fresh, migrated database of the given kind; close() also drops it. `seeded`: with the fixture
 * catalogue in it, as `seedDemo(db, { catalogue: FIXTURE_CATALOGUE })` leaves it (global-setup.ts).
 */
export async function openTestDatabase(kind: DatabaseKind, { seeded = false } = {}): Promise<Database> {
  if (kind === 'pglite') {
    const image = await fs.readFile(inject(seeded ? 'pgliteSeededImage' : 'pgliteImage'))
    return openDatabase({ loadDataDir: new Blob([image]) })
  }
  const created = await postgresTestDatabase({ seeded })
  const database = await openDatabase({ databaseUrl: created.url })
  return {
    ...database,
    close: async () => {
      await database.close()
      await created.drop()
    },
  }
}

/**
 * A fresh, migrated PostgreSQL database for a process of its own (a server a test starts): its
 * URL, and drop(), which waits for its connections to be gone.
 */
export async function postgresTestDatabase({ seeded = false } = {}) {
  const template = inject(seeded ? 'postgresSeededTemplate' : 'postgresTemplate')
  if (!template) throw new Error('PostgreSQL is not reachable')
  const name = `caravanserai_t${template.split('_').at(-1)}_${randomBytes(6).toString('hex')}`
  await withAdmin((c) => c.query(`create database ${name} template ${template}`))
  return {
    url: databaseUrl(name),
    drop: () =>
      withAdmin(async (c) => {
        // The pool's connections finish closing on their own first: forced off mid-goodbye, a
        // connection no longer listened to would report the termination as an unhandled error.
        for (let tries = 0; tries < 40; tries++) {
          const open = await c.query('select 1 from pg_stat_activity where datname = $1', [name])
          if (open.rowCount === 0) break
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        await c.query(`drop database if exists ${name} with (force)`)
      }),
  }
}
