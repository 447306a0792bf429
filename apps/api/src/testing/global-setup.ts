import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { databaseUrl, isPostgresReachable, withAdmin } from './postgres-admin.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string
    postgresTemplate: string | null
  }
}

/**
 * Migrates once per run: a PGlite image that each test file loads (a fresh PGlite takes ~4 s,
 * loading an image less than half that), and a PostgreSQL template database that each test file
 * clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'caravanserai-test-'))
  const memory = await openDatabase({})
  await migrateDatabase(memory)
  const image = path.join(dir, 'pglite-image.tar')
  const client = (memory.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client
  await fs.writeFile(image, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await memory.close()
  project.provide('pgliteImage', image)

  let template: string | null = null
  if (await isPostgresReachable()) {
    template = `caravanserai_tpl_${process.pid}`
    await withAdmin((c) => c.query(`drop database if exists ${template}`))
    await withAdmin((c) => c.query(`create database ${template}`))
    const pgDb = await openDatabase({ databaseUrl: databaseUrl(template) })
    await migrateDatabase(pgDb)
    await pgDb.close()
  } else if (process.env.CI) {
    throw new Error('PostgreSQL is not reachable; CI runs the API tests on both databases')
  }
  project.provide('postgresTemplate', template)

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
    })
  }
}
