// npm run cluster: builds once, starts the cluster (bench/cluster/harness/cluster.ts), runs its scenarios
// and prints a one-screen report; exits non-zero when an invariant does not hold.
//   npm run cluster                          every scenario at full length
//   npm run cluster -- --short               the CI form: a minute of faults
//   npm run cluster -- --only kill,rolling   some scenarios (by name prefix)
//   npm run cluster -- --storage s3          files in an S3-compatible bucket instead of PostgreSQL
// SKIP_BUILD=1 uses the build as it is.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { machine, table, writeSection } from '../report-file.ts'
import { type Cluster, startCluster } from './harness/cluster.ts'
import { databaseRestart } from './scenarios/database-restart.ts'
import { filesEverywhere } from './scenarios/files-everywhere.ts'
import { killInstances } from './scenarios/kill-instances.ts'
import { productionStart } from './scenarios/production-start.ts'
import { redisGone } from './scenarios/redis-gone.ts'
import { redisHangs } from './scenarios/redis-hangs.ts'
import { rollingRestart } from './scenarios/rolling-restart.ts'
import { sharedState } from './scenarios/shared-state.ts'
import type { Verdict } from './verdict.ts'
import { mixedTraffic } from './workload/mixed-traffic.ts'

type Scenario = {
  name: string
  run: (cluster: Cluster, short: boolean) => Promise<Verdict[]>
  /** Left out of the short form, which the faults below already cover. */
  fullOnly?: boolean
}

const SCENARIOS: Scenario[] = [
  { name: 'production start', run: (cluster) => productionStart(cluster) },
  { name: 'files everywhere', run: (cluster) => filesEverywhere(cluster) },
  { name: 'mixed traffic', run: (cluster) => mixedTraffic(cluster, { seconds: 60 }), fullOnly: true },
  { name: 'rolling restart', run: (cluster, short) => rollingRestart(cluster, short ? 1_000 : 2_000) },
  { name: 'kill -9', run: (cluster, short) => killInstances(cluster, short ? 2 : 5, short ? 2_000 : 3_000) },
  { name: 'redis gone', run: (cluster) => redisGone(cluster), fullOnly: true },
  { name: 'redis hangs', run: (cluster) => redisHangs(cluster), fullOnly: true },
  { name: 'database restart', run: (cluster, short) => databaseRestart(cluster, short ? 5_000 : 10_000) },
  // After the database restart: edits must still reach every instance once it is back.
  { name: 'shared state', run: (cluster) => sharedState(cluster), fullOnly: true },
]

const { values } = parseArgs({
  options: {
    short: { type: 'boolean' },
    only: { type: 'string' },
    storage: { type: 'string', default: 'postgres' },
  },
})
if (values.storage !== 'postgres' && values.storage !== 's3') {
  console.error('--storage is postgres or s3')
  process.exit(1)
}
const wanted = values.only?.split(',').map((name) => name.trim())
const scenarios = SCENARIOS.filter((s) =>
  wanted ? wanted.some((name) => s.name.startsWith(name)) : !(values.short && s.fullOnly),
)

const root = path.resolve(import.meta.dirname, '../..')
if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

const checks: (Verdict & { scenario: string })[] = []
const started = Date.now()
const cluster = await startCluster({ storage: values.storage })
try {
  checks.push({
    scenario: 'start together',
    invariant: 'three instances started at once on an empty database all come up',
    held: true,
    detail: `${((Date.now() - started) / 1000).toFixed(1)} s`,
  })
  for (const scenario of scenarios) {
    const at = Date.now()
    cluster.balancer.log.push(`# ${scenario.name}, from ${new Date(at).toISOString()}`)
    for (const verdict of await scenario.run(cluster, Boolean(values.short))) {
      checks.push({ scenario: scenario.name, ...verdict })
    }
    console.info(`${scenario.name}: ${((Date.now() - at) / 1000).toFixed(0)} s`)
  }
} finally {
  await cluster.stop()
}

const width = Math.max(...checks.map((c) => c.invariant.length))
console.info(`\n${'scenario'.padEnd(17)} ${'invariant'.padEnd(width)}  result`)
for (const c of checks) {
  console.info(
    `${c.scenario.padEnd(17)} ${c.invariant.padEnd(width)}  ${c.held ? 'held' : 'BROKEN'}  ${c.detail}`,
  )
}
const broken = checks.filter((c) => !c.held).length
if (broken && cluster.balancer.log.length) {
  // The whole log beside the run's other temporary files; a broken run reads it scenario by scenario.
  const logFile = path.join(os.tmpdir(), 'caravanserai-cluster-balancer.log')
  fs.writeFileSync(logFile, `${cluster.balancer.log.join('\n')}\n`)
  console.info(`\nWhat the balancer logged (errors, retries, redispatches): ${logFile}; the last 40 lines:`)
  for (const line of cluster.balancer.log.slice(-40)) console.info(line)
}
if (!values.short && !wanted) {
  writeSection(
    'cluster.md',
    'faults',
    `## Faults (\`npm run cluster\`)

Every scenario in turn on one cluster, in ${((Date.now() - started) / 1000 / 60).toFixed(1)} minutes (${machine()}).

${table(
  ['scenario', 'invariant', 'result', 'figures'],
  checks.map((c) => [c.scenario, c.invariant, c.held ? 'held' : '**broken**', c.detail.replaceAll('|', '/')]),
)}`,
  )
}
console.info(broken ? `\n${broken} invariants broken` : `\nevery invariant held (${checks.length})`)
process.exit(broken ? 1 : 0)
