// npx tsx bench/cluster/throughput.ts [--step-seconds 10] [--max 64] [--products 12]: write
// throughput on the cluster. Checkout clients (each: one cart line, then a checkout with an
// Idempotency-Key) double step by step until checkout's p99 reaches 500 ms (a step over it is
// measured again once: one stall of a shared machine can make a p99); the orders are then held
// to the invariants (none lost, none twice, stock adds up), and readers at the same concurrency
// give the read figures beside. Prints a table and writes it into docs/benchmarks/cluster.md.
//   SKIP_BUILD=1 to use the build as it is
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { machine, table, writeSection } from '../report-file.ts'
import { startCluster } from './harness/cluster.ts'
import { pause } from './verdict.ts'
import { checkout } from './workload/buyers.ts'
import { checkInvariants } from './workload/invariants.ts'
import { Latencies, type RouteFigures } from './workload/latency.ts'
import { newLedger } from './workload/ledger.ts'
import { createOperator, registerBuyer, seedCatalogue } from './workload/seed.ts'
import type { Session } from './workload/session.ts'

const { values } = parseArgs({
  options: { 'step-seconds': { type: 'string' }, max: { type: 'string' }, products: { type: 'string' } },
})
const products = Number(values.products ?? 12)
const stepSeconds = Number(values['step-seconds'] ?? 10)
const maxClients = Number(values.max ?? 64)
const LIMIT_MS = 500
const CHECKOUT = 'POST /api/order/request-shipping/'
const LIST_PATH = '/api/products/list/'
const LIST = `GET ${LIST_PATH}`

if (!process.env.SKIP_BUILD) {
  const root = path.resolve(import.meta.dirname, '../..')
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

type Step = { clients: number; perSecond: number; figures: RouteFigures; over: boolean }

/**
 * Emails leave after the answer, one SMTP connection each, one at a time per instance: at the
 * knee they fall behind the checkouts. Waits while the due backlog still shrinks (a poll of the
 * worker is 15 s), so that the email verdict judges what was lost, not how fast mail leaves.
 */
async function deliverBacklog(url: string) {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  const due = async () =>
    Number(
      (
        await db.query(
          `select count(*)::int n from email_outbox where status = 'pending' and next_attempt_at <= now()`,
        )
      ).rows[0].n,
    )
  try {
    const started = Date.now()
    const backlog = await due()
    let left = backlog
    for (let still = 0; left > 0 && still < 20; ) {
      await pause(1000)
      const now = await due()
      still = now < left ? 0 : still + 1
      left = now
    }
    return { backlog, seconds: (Date.now() - started) / 1000 }
  } finally {
    await db.end()
  }
}
const latencies = new Latencies()
const ledger = newLedger()
const cluster = await startCluster()
const steps: Step[] = []
let reads: Step | undefined
let verdicts: Awaited<ReturnType<typeof checkInvariants>> = []
let delivery = { backlog: 0, seconds: 0 }
try {
  const operator = await createOperator(cluster)
  const catalogue = await seedCatalogue(cluster, operator, { products, stock: 10_000_000 })
  const variations = catalogue.products.flatMap((p) => p.variations)
  const pool: Session[] = []
  const timed = async (clients: number, work: (client: Session) => Promise<unknown>) => {
    while (pool.length < clients) {
      const more = Math.min(8, clients - pool.length)
      pool.push(
        ...(await Promise.all(
          Array.from({ length: more }, (_, i) =>
            registerBuyer(cluster, `t${pool.length + i}`, latencies.record),
          ),
        )),
      )
    }
    for (const buyer of pool) ledger.buyers.add(buyer.email!)
    const end = Date.now() + stepSeconds * 1000
    let done = 0
    latencies.take()
    await Promise.all(
      pool.slice(0, clients).map(async (client) => {
        while (Date.now() < end) await work(client).then(() => done++)
      }),
    )
    return done / stepSeconds
  }
  for (let clients = 1; clients <= maxClients; ) {
    const perSecond = await timed(clients, async (buyer) => {
      const variation = variations[Math.floor(Math.random() * variations.length)]!
      await buyer.json('POST', '/api/customer/cart/create/', { product_variation: variation.id, quantity: 1 })
      await checkout(buyer, ledger, catalogue.destinations[0]!, 0)
    })
    const figures = latencies.take().find((r) => r.route === CHECKOUT)!
    steps.push({ clients, perSecond, figures, over: figures.p99 >= LIMIT_MS })
    console.info(
      `${clients} clients: ${perSecond.toFixed(1)} checkouts/s, p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms`,
    )
    if (figures.p99 < LIMIT_MS) clients *= 2
    else if (steps.at(-2)?.clients === clients) break
  }
  const knee = steps.at(-1)!.clients
  const perSecond = await timed(knee, (reader) => reader.json('GET', `${LIST_PATH}?page_size=12`))
  reads = { clients: knee, perSecond, figures: latencies.take().find((r) => r.route === LIST)!, over: false }
  delivery = await deliverBacklog(cluster.postgres.url)
  verdicts = await checkInvariants(cluster, catalogue, ledger, operator)
  // What the instances complained of (warnings and errors), for a verdict that did not hold.
  for (const instance of cluster.instances) {
    const said = instance.output.split('\n').filter((line) => /"level":(40|50|60)/.test(line))
    if (said.length > 0)
      console.info(`${instance.name}: ${said.length} warnings or errors; the last:`, said.slice(-3))
  }
} finally {
  await cluster.stop()
}

const best = steps.filter((s) => !s.over).at(-1)
const row = (s: Step, what: string) => [
  what,
  s.clients,
  s.perSecond.toFixed(1),
  s.figures.p50.toFixed(0),
  s.figures.p99.toFixed(0),
]
const markdown = `## Write throughput (\`npx tsx bench/cluster/throughput.ts\`)

Checkout clients double every ${stepSeconds} s until checkout's p99 reaches ${LIMIT_MS} ms twice in a row
(${machine()}, everything on one machine). A client adds one cart line (one of ${products} products) and checks out
with an Idempotency-Key, again and again; the rate counts checkouts answered. Reads are
\`${LIST}\` at the last step's concurrency.

${table(
  ['step', 'clients', 'per second', 'p50 ms', 'p99 ms'],
  [...steps.map((s) => row(s, 'checkout')), ...(reads ? [row(reads, 'product list (read)')] : [])],
)}

**${best ? `${best.perSecond.toFixed(1)} checkouts/s at ${best.clients} clients with p99 under ${LIMIT_MS} ms` : `p99 over ${LIMIT_MS} ms from one client on`}**; ${ledger.orders.size} orders in all. When the load stopped, ${delivery.backlog} emails were
waiting in the outbox; they were out ${delivery.seconds.toFixed(0)} s later.

${table(
  ['invariant', 'result', 'detail'],
  verdicts.map((v) => [v.invariant, v.held ? 'held' : 'BROKEN', v.detail.replace(/\|/g, '/')]),
)}`
writeSection('cluster.md', 'throughput', markdown)
console.info(`\n${markdown}`)
process.exit(verdicts.length > 0 && verdicts.every((v) => v.held) ? 0 : 1)
