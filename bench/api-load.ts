// GET /products/list/ with filters under load (docs/architecture.md#quality-bars): autocannon,
// 50 connections, 30 s, on this machine with the server in a child process, against a constant
// route that sends the same JSON body without the database, in the same run; on PostgreSQL
// (100,000 products) and PGlite (the demo catalogue), and PostgreSQL with the demo catalogue too.
// Run: npx tsx bench/api-load.ts   (BENCH_SECONDS to shorten)
import { fork } from 'node:child_process'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts'
import { benchDatabase, demoDatabase } from './bench-db.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)

/** `vary`: each request asks for a listing not asked before (its own lower price bound). */
async function load(url: string, vary = false) {
  let n = 0
  const result = await autocannon({
    url,
    connections: 50,
    duration: SECONDS,
    headers: { 'accept-language': 'en' },
    ...(vary
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: (request.path ?? '').replace('price_gt=10', `price_gt=${(10 + ++n / 1000).toFixed(3)}`),
              }),
            },
          ],
        }
      : {}),
  })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

async function measure(
  label: string,
  kind: 'postgresql' | 'pglite',
  databaseUrl: string,
  listPath: string,
  port: number,
) {
  const child = fork(
    new URL('./serve.ts', import.meta.url).pathname,
    [kind, databaseUrl, String(port), listPath],
    {
      execArgv: ['--import', 'tsx'],
    },
  )
  const ready = await new Promise<{ bytes: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { bytes: number }))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  const base = `http://127.0.0.1:${port}`
  await load(`${base}${listPath}`) // warm-up pass, not counted
  const constant = await load(`${base}/api/bench/constant/`)
  const list = await load(`${base}${listPath}`)
  const uncached = await load(`${base}${listPath}`, true)
  child.kill()
  console.info(`${label}: body ${ready.bytes} bytes`)
  console.info(`  constant route   ${constant.rps.toFixed(0)} req/s   p99 ${constant.p99} ms`)
  console.info(
    `  products list    ${list.rps.toFixed(0)} req/s   p99 ${list.p99} ms   (non-2xx ${list.non2xx}, errors ${list.errors})`,
  )
  console.info(`  ratio            ${(list.rps / constant.rps).toFixed(2)}× the constant route`)
  console.info(
    `  every request a new listing (no cache hit)   ${uncached.rps.toFixed(0)} req/s   p99 ${uncached.p99} ms   (non-2xx ${uncached.non2xx})   ${(uncached.rps / constant.rps).toFixed(2)}×\n`,
  )
}

// BENCH_SCALE=0 measures the demo catalogue only (no 100,000-product database to fill).
const scale = process.env.BENCH_SCALE !== '0'
const demo = await demoDatabase()
const { database, url } = scale
  ? await benchDatabase(PRODUCTS)
  : { database: await openDatabase({ databaseUrl: demo }), url: demo }
const [pick] = await queryRows<{ id: number; category_id: number; value: string }>(
  database.db,
  sql`select a.id, pt.category_id, avt.value from attributes a
    join product_types pt on pt.id = a.product_type_id
    join attribute_values av on av.attribute_id = a.id
    join attribute_value_translations avt on avt.attribute_value_id = av.id and avt.locale = 'en'
    order by a.id limit 1`,
)
await database.close()
if (!pick) throw new Error('no attributes in the benchmark database')
const listPath = `/api/products/list/?category=${pick.category_id}&price_gt=10&price_lt=5000&attribute_${pick.id}=${encodeURIComponent(pick.value)}&order_by=price_low_to_high`
console.info(`autocannon: 50 connections, ${SECONDS} s per route\n${listPath}\n`)
if (scale) await measure(`PostgreSQL, ${PRODUCTS} products`, 'postgresql', url, listPath, 3301)
await measure('PostgreSQL, the demo catalogue', 'postgresql', demo, listPath, 3302)
await measure('PGlite, the demo catalogue', 'pglite', '', listPath, 3303)
