import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { type Database, openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { seedDemo } from '../db/seed/seed-demo.ts'
import { setHashCostForTests } from '../modules/accounts/password-hash.ts'
import { FIXTURE_CATALOGUE } from './catalog-fixture.ts'
import { TEST_SCRYPT_N } from './cheap-password-hashes.ts'
import { databaseUrl, isPostgresReachable, withAdmin } from './postgres-admin.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string
    /** The same, with the fixture catalogue seeded (`openTestDatabase(kind, { seeded: true })`). */
    pgliteSeededImage: string
    postgresTemplate: string | null
    postgresSeededTemplate: string | null
    /** A folder of this run's, removed at its end: each test process keeps its DATA_DIR under it. */
    dataRoot: string
  }
}

/**
 * Migrates once per run: a PGlite image that each test file loads (a fresh PGlite takes ~4 s,
 * loading an image less than half that), and a PostgreSQL template database that each test file
 * clones with CREATE DATABASE … TEMPLATE. Each comes twice: empty, and with the fixture catalogue
 * seeded as `seedDemo(db, { catalogue: FIXTURE_CATALOGUE })` would, which many files start from
 * (seeding it per file took ~3 s on PGlite).
 */
export default async function setup(project: TestProject) {
  setHashCostForTests(TEST_SCRYPT_N)
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'caravanserai-test-'))
  project.provide('dataRoot', dir)
  const memory = await openDatabase({})
  await migrateDatabase(memory)
  project.provide('pgliteImage', await dumpImage(memory, path.join(dir, 'pglite-image.tar')))
  await seedDemo(memory.db, { catalogue: FIXTURE_CATALOGUE })
  project.provide('pgliteSeededImage', await dumpImage(memory, path.join(dir, 'pglite-seeded-image.tar')))
  await memory.close()

  let template: string | null = null
  let seeded: string | null = null
  if (await isPostgresReachable()) {
    template = `caravanserai_tpl_${process.pid}`
    seeded = `caravanserai_tpls_${process.pid}`
    await withAdmin((c) => c.query(`drop database if exists ${template}`))
    await withAdmin((c) => c.query(`drop database if exists ${seeded}`))
    await withAdmin((c) => c.query(`create database ${template}`))
    const pgDb = await openDatabase({ databaseUrl: databaseUrl(template) })
    await migrateDatabase(pgDb)
    await pgDb.close()
    await withAdmin((c) => c.query(`create database ${seeded} template ${template}`))
    const seededDb = await openDatabase({ databaseUrl: databaseUrl(seeded) })
    await seedDemo(seededDb.db, { catalogue: FIXTURE_CATALOGUE })
    await seededDb.close()
  } else if (process.env.CI) {
    throw new Error('PostgreSQL is not reachable; CI runs the API tests on both databases')
  }
  project.provide('postgresTemplate', template)
  project.provide('postgresSeededTemplate', seeded)

  return async () => {
    await fs.rm(dir, { recursive: true, force: true })
    if (!template) return
    await withAdmin(async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`caravanserai_t${process.pid}_%`],
      )
      for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`)
      await c.query(`drop database if exists ${template} with (force)`)
      await c.query(`drop database if exists ${seeded} with (force)`)
    })
  }
}

async function dumpImage(database: Database, file: string): Promise<string> {
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
    .$client
  await fs.writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  return file
}
