import { createHash } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { fillPlaceholders, type SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.ts'
import { type Listening, listenOnPostgres, sharedListening } from './listening.ts'
import { schema } from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
const dialect = new PgDialect()

/** Names of the statements seen, by their text: shapes are few, and hashing a long text is not free. */
const statementNames = new Map<string, string>()

function statementName(text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    // Bounded whatever the shapes: past a thousand, start again (names are a pure function of text).
    if (statementNames.size >= 1000) statementNames.clear()
    name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
    statementNames.set(text, name)
  }
  return name
}

/** The node-postgres pool behind `db`, or undefined on PGlite (one connection, in process). */
export function postgresPool(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client: unknown }).$client
  return client instanceof pg.Pool ? client : undefined
}

/**
 * Rows of a hot query run as a named prepared statement on PostgreSQL, so each connection plans
 * it once per shape (the catalogue list's plan costs more than its execution). PGlite, one
 * connection in process, runs it as it is.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = postgresPool(db)
  if (!client) return queryRows<T>(db, query)
  const { sql: text, params } = dialect.sqlToQuery(query)
  const name = statementName(text)
  const result = await client.query({ name, text, values: params as unknown[] })
  return result.rows as T[]
}

/**
 * A hot statement of one shape, built once (docs/performance/profile.md): building a large
 * Drizzle template and hashing its text into a name cost more per request than running a lookup
 * by key. `build` writes `sql.placeholder(name)` where a value goes; each run fills them in.
 */
export function preparedStatement<T>(
  build: () => SQL,
): (db: Db, values: Record<string, unknown>) => Promise<T[]> {
  let built: { name: string; text: string; params: unknown[] } | undefined
  return async (db, values) => {
    if (!built) {
      const { sql: text, params } = dialect.sqlToQuery(build())
      built = { name: statementName(text), text, params }
    }
    const filled = fillPlaceholders(built.params, values)
    const pool = postgresPool(db)
    if (pool) return (await pool.query({ name: built.name, text: built.text, values: filled })).rows as T[]
    const client = (db as unknown as { $client: PGlite }).$client
    return ((await client.query(built.text, filled)) as { rows: T[] }).rows
  }
}

/** Rows of a raw SQL query, typed by the caller. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/**
 * Runs `work` in one transaction, committed when it resolves and rolled back when it throws; the
 * one way this API opens a transaction (docs/decisions/022-typed-data-access.md). Drizzle's
 * handle is a PgTransaction, which extends PgDatabase over the same schema and driver (adding only
 * rollback(), which nothing here calls), so it is a Db as it stands: no cast, and every query
 * helper takes the database or a transaction alike.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(work)
}

export type DatabaseKind = 'pglite' | 'postgresql'

export type { Unlisten } from './listening.ts'

export type Database = {
  db: Db
  kind: DatabaseKind
  /**
   * Calls `onNotify` with the payload of each committed NOTIFY on `channel` (a plain identifier),
   * and with null after a lost listening connection comes back, since notifications may have been
   * missed meanwhile. One LISTEN per channel serves every listener of the process, called in the
   * order they began to listen: the API's caches hear a change before the pages rendered from them.
   */
  listen: Listening['listen']
  settle: Listening['settle']
  /** The embedded database's files as one gzipped tarball, consistent as of the call (PGlite only). */
  image?: () => Promise<Blob>
  close: () => Promise<void>
}

export type DatabaseOptions =
  | { databaseUrl: string }
  /** dataDir undefined = in memory; loadDataDir restores a dumped image (tests). */
  | { databaseUrl?: undefined; dataDir?: string; loadDataDir?: Blob }

/** Typo tolerance of catalogue search: a word may be this similar to match (pg_trgm's `<%`). */
export const WORD_SIMILARITY_THRESHOLD = 0.45

const PG_POOL = {
  // JIT off: its compile costs more than the statements it would speed up (docs/decisions/033).
  options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c jit=off`,
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  statement_timeout: 15_000,
  idle_in_transaction_session_timeout: 30_000,
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, ...PG_POOL })
    // An idle connection the server ends (a restart, an administrator) is dropped by the pool and
    // replaced at the next query; unheard, its error would end the whole process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`))
    // Fail at start-up rather than on the first request when the database is unreachable.
    const probe = await pool.connect()
    probe.release()
    const listening = sharedListening(
      (channel, onNotify) => listenOnPostgres(options.databaseUrl, channel, onNotify),
      async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload])
      },
    )
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgresql',
      ...listening,
      close: () => pool.end(),
    }
  }
  const { dataDir, loadDataDir } = options
  const unlock = dataDir ? lockDataDir(dataDir) : () => {}
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
    })
    await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`)
    const listening = sharedListening(
      async (channel, onNotify) => {
        const unlisten = await client.listen(channel, (payload) => onNotify(payload))
        return () => unlisten()
      },
      async (channel, payload) => {
        await client.query('select pg_notify($1, $2)', [channel, payload])
      },
    )
    return {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      ...listening,
      image: async () => (await client.dumpDataDir('gzip')) as Blob,
      close: async () => {
        await client.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}
