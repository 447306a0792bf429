// The console's analytics at scale (docs/product.md#analytics): each block's statement and the
// whole report, p50/p95 over N runs against PostgreSQL with 100,000 orders over two years, as
// ratios of a ceiling measured in the same run (a `select 1` round trip and a count(*) over
// orders), without and with the indexes the schema proposes; EXPLAIN ANALYZE of the slowest.
// Run: npx tsx bench/analytics.ts   (BENCH_ORDERS, BENCH_RUNS, BENCH_EXPLAIN=0 to skip plans)
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../apps/api/src/db/client.ts'
import { seedSyntheticOrders } from '../apps/api/src/db/seed/seed-synthetic-orders.ts'
import type { Period } from '../apps/api/src/modules/analytics/analytics-period.ts'
import { analyticsReport } from '../apps/api/src/modules/analytics/analytics-report.ts'
import { topCategories, topProducts } from '../apps/api/src/modules/analytics/item-blocks.ts'
import * as blocks from '../apps/api/src/modules/analytics/order-blocks.ts'
import { benchDatabase, percentile } from './bench-db.ts'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const { database } = await benchDatabase(
  2000,
  `${process.env.BENCH_DATABASE ?? 'caravanserai_bench'}_analytics`,
)
const db = database.db

const [have] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`)
if ((have?.n ?? 0) < ORDERS) {
  console.info(`Adding ${ORDERS - (have?.n ?? 0)} synthetic orders…`)
  const started = Date.now()
  await seedSyntheticOrders(db, ORDERS - (have?.n ?? 0))
  await db.execute(sql`vacuum analyze orders, order_items, order_history, cart_items`)
  console.info(`…done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

// The indexes the schema declares for analytics (migration 0019), dropped and made again here
// to compare the report without and with them.
const INDEXES = [
  sql`create index if not exists orders_approved_at_idx on orders (approved_at)`,
  sql`create index if not exists order_history_to_status_created_at_idx on order_history (to_status, created_at)`,
]
const DROP = [
  sql`drop index if exists orders_approved_at_idx`,
  sql`drop index if exists order_history_to_status_created_at_idx`,
]

const today = new Date().toISOString().slice(0, 10)
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
const periods: Array<[string, Period]> = [
  ['12 weeks', { from: daysAgo(83), to: today, destination: null }],
  ['2 years', { from: daysAgo(730), to: today, destination: null }],
]
type Block = (db: Db, p: Period) => Promise<unknown>
const BLOCKS: Array<[string, Block]> = [
  ['weekly', blocks.weeklyOrders],
  ['monthly', blocks.monthlyRevenue],
  ['destinations', (d, p) => blocks.destinationRevenue(d, p, 'en')],
  ['funnel', blocks.funnel],
  ['timings', blocks.timings],
  ['products', (d, p) => topProducts(d, p, 'en')],
  ['categories', (d, p) => topCategories(d, p, 'en')],
  ['whole report', (d, p) => analyticsReport(d, p, 'en')],
]

async function time(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await work()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

/** The statement a block sends, caught by a stand-in database that answers nothing. */
async function statementOf(block: Block, p: Period): Promise<SQL> {
  let caught: SQL | undefined
  const execute = async (q: SQL) => {
    caught = q
    return { rows: [] }
  }
  const fake = { execute } as unknown as Db
  await block(fake, p)
  return caught!
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9)
for (const withIndexes of [false, true]) {
  for (const statement of withIndexes ? INDEXES : DROP) await db.execute(statement)
  await db.execute(sql`analyze orders, order_history`)
  const one = await time(() => db.execute(sql`select 1`))
  const scan = await time(() => db.execute(sql`select count(*) from orders`))
  console.info(
    `\n${withIndexes ? 'WITH' : 'WITHOUT'} the analytics indexes; ${ORDERS} orders, ${RUNS} runs each`,
  )
  console.info(`ceiling: select 1 p50 ${ms(one.p50)}; count(*) over orders p50 ${ms(scan.p50)}`)
  for (const [label, p] of periods) {
    console.info(`\n${label} (${p.from} – ${p.to})          p50       p95   p50 ÷ count(*)   p50 ÷ select 1`)
    let slowest: [string, number] = ['', 0]
    for (const [name, block] of BLOCKS) {
      const t = await time(() => block(db, p))
      if (name !== 'whole report' && t.p50 > slowest[1]) slowest = [name, t.p50]
      console.info(
        `  ${name.padEnd(14)} ${ms(t.p50)} ${ms(t.p95)} ${`${(t.p50 / scan.p50).toFixed(2)}×`.padStart(12)} ${`${(t.p50 / one.p50).toFixed(0)}×`.padStart(14)}`,
      )
    }
    if (process.env.BENCH_EXPLAIN !== '0') {
      const block = BLOCKS.find(([name]) => name === slowest[0])![1]
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain (analyze, buffers off) ${await statementOf(block, p)}`,
      )
      console.info(`  slowest, ${slowest[0]}:\n${plan.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`)
    }
  }
}
await database.close()
