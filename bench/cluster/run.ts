// npm run cluster: builds once, starts the cluster (bench/cluster/cluster.ts), runs its scenarios
// and prints a one-screen report; exits non-zero when an invariant does not hold.
//   npm run cluster                 (SKIP_BUILD=1 to use the build as it is)
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { startCluster } from './cluster.ts'
import { databaseRestart } from './database-restart.ts'
import { killInstances } from './kill-instances.ts'
import { rollingRestart } from './rolling-restart.ts'

const root = path.resolve(import.meta.dirname, '../..')
if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

type Check = { scenario: string; invariant: string; held: boolean; detail: string }
const checks: Check[] = []
const check = (scenario: string, invariant: string, held: boolean, detail = '') =>
  checks.push({ scenario, invariant, held, detail })

const started = Date.now()
const cluster = await startCluster(3)
try {
  check(
    'start together',
    'three instances started at once on an empty database all come up',
    true,
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  const served = new Map<string, number>()
  for (let i = 0; i < 12; i++) {
    const response = await fetch(`${cluster.url}/api/health`)
    const by = response.headers.get('x-served-by') ?? '?'
    if (response.ok) served.set(by, (served.get(by) ?? 0) + 1)
  }
  check(
    'balancing',
    'round robin reaches every instance',
    served.size === cluster.instances.length,
    [...served].map(([name, count]) => `${name}×${count}`).join(' '),
  )
  const page = await fetch(`${cluster.url}/en/products`)
  check('balancing', 'a page renders through the balancer', page.ok, String(page.status))
  const list = await fetch(`${cluster.url}/api/products/list/`)
  const body = (await list.json()) as { count?: number }
  check(
    'production start',
    'the catalogue is empty: no demo data in production',
    list.ok && body.count === 0,
    `${list.status}, ${body.count} products`,
  )
  for (const verdict of await rollingRestart(cluster)) {
    check('rolling restart', verdict.invariant, verdict.held, verdict.detail)
  }
  for (const verdict of await killInstances(cluster)) {
    check('kill -9', verdict.invariant, verdict.held, verdict.detail)
  }
  for (const verdict of await databaseRestart(cluster)) {
    check('database restart', verdict.invariant, verdict.held, verdict.detail)
  }
} finally {
  await cluster.stop()
}

const width = Math.max(...checks.map((c) => c.invariant.length))
console.info('\nscenario          invariant'.padEnd(width + 20), 'result')
for (const c of checks) {
  console.info(
    `${c.scenario.padEnd(17)} ${c.invariant.padEnd(width)}  ${c.held ? 'held' : 'BROKEN'}  ${c.detail}`,
  )
}
const broken = checks.filter((c) => !c.held).length
console.info(broken ? `\n${broken} invariants broken` : `\nevery invariant held (${checks.length})`)
process.exit(broken ? 1 : 0)
