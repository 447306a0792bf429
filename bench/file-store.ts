// What keeping uploads in the database costs (docs/decisions/047-files-in-a-store.md): puts and
// gets of 200 × 1 MB and 20 × 10 MB through the PostgreSQL store (a throwaway database) and
// through PGlite's (a throwaway DATA_DIR), against the files on the local disk the store
// replaced (written to a temporary name and renamed, read whole). Nothing else is started.
// Run: npx tsx bench/file-store.ts   (writes docs/benchmarks/file-store.md, section file-store)
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { type Database, inTransaction, openDatabase, queryRows } from '../apps/api/src/db/client.ts'
import { migrateDatabase } from '../apps/api/src/db/migrate.ts'
import { type BlobKey, readAll } from '../apps/api/src/modules/files/blob-store.ts'
import { contentHash } from '../apps/api/src/modules/files/file-store.ts'
import { pgBlobStore } from '../apps/api/src/modules/files/pg-blob-store.ts'
import { databaseUrl, withAdmin } from '../apps/api/src/testing/postgres-admin.ts'
import { BENCH_DB } from './bench-db.ts'
import { machine, table, writeSection } from './report-file.ts'

const MB = 1024 * 1024
const SETS = [
  { count: 200, bytes: MB },
  { count: 20, bytes: 10 * MB },
]

/** Files of `bytes` bytes, each of its own content (and so its own key). */
function files(count: number, bytes: number) {
  const base = randomBytes(bytes)
  return Array.from({ length: count }, (_, i) => {
    const content = Buffer.from(base)
    content.writeUInt32BE(i, 0)
    content.writeUInt32BE(bytes, 4)
    return { key: `private/${contentHash(content)}` as BlobKey, content }
  })
}

type Store = {
  put: (key: BlobKey, content: Buffer) => Promise<void>
  get: (key: BlobKey) => Promise<Buffer>
}

function diskStore(dir: string): Store {
  return {
    async put(key, content) {
      const file = path.join(dir, key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      const temporary = `${file}.${process.pid}.tmp`
      await fs.writeFile(temporary, content)
      await fs.rename(temporary, file)
    },
    get: (key) => fs.readFile(path.join(dir, key)),
  }
}

/** As an upload keeps its bytes: in a transaction (keepFile's), read back as a download streams them. */
function databaseStore(database: Database): Store {
  const blobs = pgBlobStore(database.db)
  return {
    put: (key, content) => inTransaction(database.db, (tx) => blobs.put(key, content, content.length, tx)),
    get: async (key) => readAll((await blobs.get(key))!),
  }
}

async function timed(work: () => Promise<void>) {
  const started = process.hrtime.bigint()
  await work()
  return Number(process.hrtime.bigint() - started) / 1e6
}

type Figures = { putMs: number; getMs: number }

async function measure(store: Store, set: (typeof SETS)[number]): Promise<Figures> {
  const batch = files(set.count, set.bytes)
  const putMs = await timed(async () => {
    for (const { key, content } of batch) await store.put(key, content)
  })
  const getMs = await timed(async () => {
    for (const { key, content } of batch)
      if ((await store.get(key)).length !== content.length) throw new Error(`${key} came back short`)
  })
  return { putMs, getMs }
}

const name = `${BENCH_DB}_files`
await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`))
await withAdmin((c) => c.query(`create database ${name}`))
const postgres = await openDatabase({ databaseUrl: databaseUrl(name) })
await migrateDatabase(postgres)
const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'caravanserai-file-bench-'))
const pglite = await openDatabase({ dataDir: path.join(scratch, 'pglite') })
await migrateDatabase(pglite)

const stores: [string, Store][] = [
  ['local disk', diskStore(path.join(scratch, 'disk'))],
  ['PostgreSQL', databaseStore(postgres)],
  ['PGlite', databaseStore(pglite)],
]
const rows: (string | number)[][] = []
const overhead: string[] = []
try {
  for (const set of SETS) {
    const label = `${set.count} × ${set.bytes / MB} MB`
    const results: Figures[] = []
    for (const [store, implementation] of stores) {
      const figures = await measure(implementation, set)
      results.push(figures)
      const disk = results[0]!
      const mbs = (ms: number) => ((set.count * set.bytes) / MB / (ms / 1000)).toFixed(0)
      const perOp = (ms: number) => (ms / set.count).toFixed(1)
      const ratio = (ms: number, base: number) =>
        store === 'local disk' ? '1' : `${(ms / base).toFixed(1)}×`
      rows.push([
        label,
        store,
        perOp(figures.putMs),
        mbs(figures.putMs),
        ratio(figures.putMs, disk.putMs),
        perOp(figures.getMs),
        mbs(figures.getMs),
        ratio(figures.getMs, disk.getMs),
      ])
      console.info(rows.at(-1)!.join('  '))
    }
  }
  const [kept] = await queryRows<{ stored: string; table: string }>(
    postgres.db,
    sql`select (select sum(size) from file_blobs)::text as stored,
      (pg_total_relation_size('file_blob_parts') + pg_total_relation_size('file_blobs'))::text as table`,
  )
  overhead.push(
    `PostgreSQL holds the ${(Number(kept!.stored) / MB).toFixed(0)} MB stored in ` +
      `${(Number(kept!.table) / MB).toFixed(0)} MB of tables, indexes and TOAST ` +
      `(${((Number(kept!.table) / Number(kept!.stored) - 1) * 100).toFixed(1)} % more).`,
  )
} finally {
  await pglite.close()
  await postgres.close()
  await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`))
  await fs.rm(scratch, { recursive: true, force: true })
}

const report = `## Uploads kept in the database against the local disk (\`npx tsx bench/file-store.ts\`)

${machine()}.
One put after another, then one get after another, each timed in total; PostgreSQL is the local
server (fsync on, its defaults), puts in a transaction each as an upload's; PGlite is in a DATA_DIR
of its own; the disk is the one DATA_DIR was on (written to a temporary name, renamed, no fsync).

${table(
  ['files', 'store', 'put ms/op', 'put MB/s', 'put vs disk', 'get ms/op', 'get MB/s', 'get vs disk'],
  rows,
)}

${overhead.join('\n')}
`
writeSection('file-store.md', 'file-store', report)
console.info(report)
