import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase, queryRows } from '../apps/api/src/db/client.ts'
import { migrateDatabase } from '../apps/api/src/db/migrate.ts'
import { seedDemo } from '../apps/api/src/db/seed/seed-demo.ts'
import { seedSynthetic } from '../apps/api/src/db/seed/seed-synthetic.ts'
import { buildCardsWhenMissing } from '../apps/api/src/modules/catalog/product-cards.ts'
import { withAdmin } from '../apps/api/src/testing/postgres-admin.ts'

export const BENCH_DB = process.env.BENCH_DATABASE ?? 'caravanserai_bench'

/** A PostgreSQL database `name` with at least `products` products (created and filled once). */
export async function benchDatabase(
  products: number,
  name = BENCH_DB,
): Promise<{ database: Database; url: string }> {
  const exists = await withAdmin((c) => c.query('select 1 from pg_database where datname = $1', [name]))
  if (exists.rowCount === 0) await withAdmin((c) => c.query(`create database ${name}`))
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres')
  base.pathname = `/${name}`
  const url = base.toString()
  const database = await openDatabase({ databaseUrl: url })
  await migrateDatabase(database)
  await buildCardsWhenMissing(database.db)
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`)
  const missing = products - (row?.n ?? 0)
  if (missing > 0) {
    console.info(`Filling ${name} with ${missing} synthetic products…`)
    const started = Date.now()
    await seedSynthetic(database.db, missing)
    // What autovacuum would do within minutes of a bulk load: statistics for the planner, the
    // visibility map for index-only scans, and the GIN indexes' pending entries merged.
    // On a connection of its own: the pool's statement timeout is shorter than a vacuum at 100,000.
    const vacuum = new pg.Client({ connectionString: url })
    await vacuum.connect()
    await vacuum.query('vacuum analyze').finally(() => vacuum.end())
    console.info(`…done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  return { database, url }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** A PostgreSQL database holding just the demo catalogue (created fresh each time). */
export async function demoDatabase(): Promise<string> {
  const name = `${BENCH_DB}_demo`
  await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`))
  await withAdmin((c) => c.query(`create database ${name}`))
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres')
  base.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: base.toString() })
  await migrateDatabase(database)
  await seedDemo(database.db)
  await database.close()
  return base.toString()
}
