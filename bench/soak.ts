// npm run soak -- [--minutes 15] [--buyers 20]: mixed traffic (bench/cluster/workload/mixed-traffic.ts) on
// the cluster for a long while, sampled every minute, to find what only time shows: memory that
// grows, answer times that creep up, connections that pile up. Writes its table and chart into
// docs/benchmarks/ and exits non-zero when an invariant does not hold.
//   SKIP_BUILD=1 to use the build as it is
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startCluster } from './cluster/harness/cluster.ts'
import { soakVerdicts, writeSoakReport } from './cluster/soak/soak-report.ts'
import { type Minute, type Reading, readInstance, sampleMinute } from './cluster/soak/soak-sample.ts'
import { pause, type Verdict } from './cluster/verdict.ts'
import { Latencies } from './cluster/workload/latency.ts'
import { runMixedTraffic } from './cluster/workload/mixed-traffic.ts'

const { values } = parseArgs({ options: { minutes: { type: 'string' }, buyers: { type: 'string' } } })
const minutes = Number(values.minutes ?? 15)
const buyers = Number(values.buyers ?? 20)

const root = path.resolve(import.meta.dirname, '..')
if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

/** Each instance's /metrics is read this often: its event-loop p99 is of the time between. */
const READ_EVERY_MS = 10_000

const latencies = new Latencies()
const samples: Minute[] = []
const cluster = await startCluster()
let verdicts: Verdict[]
try {
  // Read once before the first minute, so that its event-loop windows leave out the start.
  await Promise.all(cluster.instances.map(readInstance))
  const started = Date.now()
  const sampler = async (running: () => boolean) => {
    for (let minute = 1; ; minute++) {
      const readings: Reading[][] = cluster.instances.map(() => [])
      while (running() && Date.now() < started + minute * 60_000) {
        const read = await Promise.all(cluster.instances.map(readInstance))
        for (const [i, reading] of read.entries()) readings[i]!.push(reading)
        await pause(Math.min(READ_EVERY_MS, Math.max(0, started + minute * 60_000 - Date.now())))
      }
      if (!running()) return
      samples.push(await sampleMinute(cluster, latencies, minute, readings))
      const last = samples.at(-1)!
      console.info(
        `minute ${minute}: RSS ${last.rssMb.join('/')} MB, heap ${last.heapMb.join('/')} MB, loop p99 ${last.loopP99Ms.join('/')} ms, ${last.connections} connections, p99 ${last.routes[0]?.p99.toFixed(0)} ms`,
      )
    }
  }
  const result = await runMixedTraffic(cluster, {
    seconds: minutes * 60 + 1,
    buyers,
    listener: latencies.record,
    meanwhile: sampler,
  })
  verdicts = [...result.verdicts, ...soakVerdicts(samples)]
} finally {
  await cluster.stop()
}

writeSoakReport({ minutes, buyers, samples, verdicts })
for (const v of verdicts) console.info(`${v.held ? 'held  ' : 'BROKEN'} ${v.invariant}: ${v.detail}`)
process.exit(verdicts.every((v) => v.held) ? 0 : 1)
