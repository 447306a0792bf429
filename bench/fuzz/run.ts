// Fuzzes the API from its own OpenAPI description: one production-configured server from
// source on a fresh PostgreSQL database, three actors (visitor, buyer, operator) with real rows
// to point at, requests drawn by fast-check from each operation's schemas, valid and not.
// Breaks the run (exit 1) on a 5xx, a 4xx off the error shape or language, a status that an
// operation does not declare given to a request made as its description says, an error-level
// log line, or memory that does not come back after the run.
//   npm run fuzz                             every operation ≥ 1000 requests
//   npm run fuzz -- --runs 20 --seed 1       the short form CI runs
//   npm run fuzz -- --only "POST /api/customer/cart/create/"   (or a path, or a part of one)
import { parseArgs } from 'node:util'
import fc from 'fast-check'
import { machine, writeSection } from '../report-file.ts'
import { FUZZ_SECRET } from './fuzz-secret.ts'
import { printReport } from './report.ts'
import { type Operation, operationKey, operationsOf, requestArbitrary } from './requests.ts'
import { startTarget } from './target.ts'
import { sendAll, type Traffic } from './traffic.ts'
import { buildWorld } from './world.ts'

/** Three actors × 334 runs: every operation gets at least 1,000 requests. */
const FULL_RUNS = 334

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: String(FULL_RUNS) },
    seed: { type: 'string' },
    only: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
    redis: { type: 'string', default: '' },
  },
})
const runs = Number(values.runs)
const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31)
const concurrency = Number(values.concurrency)

const WARM_UP_RUNS = 10

/** Reads before writes and deletes last, so the rows the world made live as long as they can. */
const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
const byOrder = (a: Operation, b: Operation) =>
  ORDER.indexOf(a.method) - ORDER.indexOf(b.method) || a.path.localeCompare(b.path)

function seedFor(key: string): number {
  let h = seed | 0
  for (const c of key) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0
  return h
}

const started = Date.now()
const target = await startTarget(values.redis)
let failed = true
try {
  const documentUrl = `${target.base}/api/docs/json`
  const doc = await (await fetch(documentUrl)).json()
  const operations = operationsOf(doc, documentUrl)
    .filter((op) => !values.only || operationKey(op) === values.only || op.path.includes(values.only))
    .sort(byOrder)
  if (operations.length === 0) throw new Error(`no operation matches ${values.only}`)
  const world = await buildWorld(target.databaseUrl, FUZZ_SECRET, target.base)
  const traffic: Traffic = { tallies: new Map(), findings: [], byRequestId: new Map() }
  const batch = (op: Operation, from: number, to: number) => {
    const key = operationKey(op)
    const requests = world.actors.flatMap((actor) =>
      fc
        .sample(requestArbitrary(op, actor, world), { numRuns: to, seed: seedFor(`${key} ${actor.name}`) })
        .slice(from),
    )
    return { operation: key, requests }
  }
  /** Runs `from` to `to` of every operation, one operation after another, or all mixed together. */
  const fuzz = async (from: number, to: number, mixed = false) => {
    if (mixed)
      return sendAll(
        world.base,
        operations.map((op) => batch(op, from, to)),
        concurrency,
        traffic,
        seed,
      )
    for (const op of operations) await sendAll(world.base, [batch(op, from, to)], concurrency, traffic)
  }
  const fuzzStarted = Date.now()
  // The first requests of each operation warm the server (compiled schemas, pools, JIT) before
  // its baseline memory is read: what grows after that is what the fuzzing left behind.
  const warmUp = Math.min(WARM_UP_RUNS, runs)
  await fuzz(0, warmUp)
  const baseline = await target.settle(1000)
  let peak = baseline.rssMb
  const sampler = setInterval(() => {
    peak = Math.max(peak, target.rssMb())
  }, 250)
  // The last fifth mixes every operation's requests, so that different writes meet: a lock
  // taken in one order here and another there shows as a deadlock.
  const mixedFrom = Math.max(warmUp, Math.floor(runs * 0.8))
  await fuzz(warmUp, mixedFrom)
  await fuzz(mixedFrom, runs, true)
  const fuzzMs = Date.now() - fuzzStarted
  clearInterval(sampler)
  peak = Math.max(peak, target.rssMb())
  const after = await target.settle(3000)
  const command = `npm run fuzz -- --runs ${runs} --seed ${seed}${values.only ? ` --only "${values.only}"` : ''}${values.redis ? ` --redis ${values.redis}` : ''}${concurrency !== 8 ? ` --concurrency ${concurrency}` : ''}`
  const report = printReport({
    traffic,
    errorLines: target.errorLines,
    memory: { baseline, peak, after },
    fuzzMs,
    totalMs: Date.now() - started,
    command,
  })
  failed = report.failed
  // The full form's last result is kept beside the other benchmarks.
  if (runs >= FULL_RUNS && !values.only) {
    writeSection(
      'fuzz.md',
      'last-run',
      `## Last full run (\`${command}\`)

${failed ? 'Broken' : 'Every invariant held'} (${machine()}).

\`\`\`text
${report.summary.join('\n')}
\`\`\``,
    )
  }
} finally {
  await target.stop()
}
process.exit(failed ? 1 : 0)
