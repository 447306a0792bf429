// npm run soak -- [--minutes 15] [--buyers 20]: mixed traffic (bench/cluster/mixed-traffic.ts) on
// the cluster for a long while, sampled every minute, to find what only time shows: memory that
// grows, answer times that creep up, connections that pile up. Writes its table and chart into
// docs/benchmarks/ and exits non-zero when an invariant does not hold.
//   SKIP_BUILD=1 to use the build as it is
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startCluster } from './cluster/cluster.ts'
import { Latencies } from './cluster/latency.ts'
import { runMixedTraffic } from './cluster/mixed-traffic.ts'
import { DOCS, table, writeSection } from './cluster/report-file.ts'
import { soakChart } from './cluster/soak-chart.ts'
import { type Minute, readRssMb, sampleMinute } from './cluster/soak-sample.ts'
import { pause, type Verdict } from './cluster/verdict.ts'

const { values } = parseArgs({ options: { minutes: { type: 'string' }, buyers: { type: 'string' } } })
const minutes = Number(values.minutes ?? 15)
const buyers = Number(values.buyers ?? 20)
const CHECKOUT = 'POST /api/order/request-shipping/'

const root = path.resolve(import.meta.dirname, '..')
if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

// The instances inherit this environment: each loads the event-loop probe.
const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-soak-'))
process.env.EVENT_LOOP_PROBE_DIR = probeDir
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(import.meta.dirname, 'cluster/event-loop-probe.mjs')}`

const latencies = new Latencies()
const samples: Minute[] = []
const cluster = await startCluster(3)
let verdicts: Verdict[]
try {
  const started = Date.now()
  const sampler = async (running: () => boolean) => {
    for (let minute = 1; ; minute++) {
      const readings: (number | null)[][] = cluster.instances.map(() => [])
      while (running() && Date.now() < started + minute * 60_000) {
        for (const [i, instance] of cluster.instances.entries())
          readings[i]!.push(readRssMb(instance.child?.pid))
        await pause(Math.min(5_000, Math.max(0, started + minute * 60_000 - Date.now())))
      }
      if (!running()) return
      samples.push(await sampleMinute(cluster, latencies, probeDir, minute, Date.now() - 60_000, readings))
      const last = samples.at(-1)!
      console.info(
        `minute ${minute}: RSS ${last.rssMb.join('/')} MB, loop p99 ${last.loopP99Ms.join('/')} ms, ${last.connections} connections, p99 ${last.routes[0]?.p99.toFixed(0)} ms`,
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
  fs.rmSync(probeDir, { recursive: true, force: true })
}

function soakVerdicts(minutesSeen: Minute[]): Verdict[] {
  const warm = minutesSeen[Math.min(1, minutesSeen.length - 1)]
  const last = minutesSeen.at(-1)
  if (!warm || !last) return [{ invariant: 'the soak sampled a minute', held: false, detail: 'no sample' }]
  const growth = warm.rssMb.map((mb, i) => ((last.rssMb[i] ?? 0) - (mb ?? 0)) / (mb ?? 1))
  const p99 = (m: Minute) => m.routes[0]?.p99 ?? 0
  return [
    {
      invariant: 'resident memory grows < 10% from minute 2 to the last',
      held: growth.every((g) => g < 0.1),
      detail: `${warm.rssMb.join('/')} → ${last.rssMb.join('/')} MB (${growth.map((g) => `${(g * 100).toFixed(1)}%`).join(', ')})`,
    },
    {
      invariant: 'p99 of all answers stays flat (last minute ≤ 1.5 × minute 2 + 10 ms)',
      held: p99(last) <= 1.5 * p99(warm) + 10,
      detail: `${p99(warm).toFixed(0)} → ${p99(last).toFixed(0)} ms`,
    },
  ]
}

const ms = (v: number) => v.toFixed(0)
const routeOf = (m: Minute, route: string) => m.routes.find((r) => r.route === route)
writeSection(
  'soak',
  `## Soak (\`npm run soak -- --minutes ${minutes}\`)

${buyers} buyers and two operators for ${minutes} minutes (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average
${os.loadavg()[0]!.toFixed(1)} at the end). RSS (median of the minute's readings, every 5 s) and
event-loop p99 (worst 10-second window of the minute) are per instance; connections are
PostgreSQL's client backends; answer times are the clients', through the balancer.

![soak chart](cluster-soak.svg)

${table(
  ['minute', 'RSS MB', 'loop p99 ms', 'PG conns', 'answers', 'all p50 / p99 ms', 'checkout p50 / p99 ms'],
  samples.map((m) => [
    m.minute,
    m.rssMb.join(' / '),
    m.loopP99Ms.join(' / '),
    m.connections,
    m.routes[0]?.count ?? 0,
    `${ms(m.routes[0]?.p50 ?? 0)} / ${ms(m.routes[0]?.p99 ?? 0)}`,
    `${ms(routeOf(m, CHECKOUT)?.p50 ?? 0)} / ${ms(routeOf(m, CHECKOUT)?.p99 ?? 0)}`,
  ]),
)}

Last minute per route:

${table(
  ['route', 'answers', 'p50 ms', 'p99 ms'],
  (samples.at(-1)?.routes ?? []).map((r) => [`\`${r.route}\``, r.count, ms(r.p50), ms(r.p99)]),
)}

${table(
  ['invariant', 'result', 'detail'],
  verdicts.map((v) => [v.invariant, v.held ? 'held' : 'BROKEN', v.detail.replace(/\|/g, '/')]),
)}`,
)
const instances = samples[0]?.rssMb.map((_, i) => i) ?? []
const colors = ['#1b6ac9', '#d9480f', '#2b8a3e', '#862e9c']
fs.writeFileSync(
  path.join(DOCS, 'cluster-soak.svg'),
  soakChart(
    [
      {
        title: 'Resident memory per instance',
        unit: 'MB',
        series: instances.map((i) => ({
          name: `instance ${i + 1}`,
          color: colors[i % 4]!,
          values: samples.map((m) => m.rssMb[i] ?? null),
        })),
      },
      {
        title: 'p99 per minute',
        unit: 'ms',
        series: [
          { name: 'all answers', color: colors[0]!, values: samples.map((m) => m.routes[0]?.p99 ?? null) },
          {
            name: 'checkout',
            color: colors[1]!,
            values: samples.map((m) => routeOf(m, CHECKOUT)?.p99 ?? null),
          },
          {
            name: 'event loop (worst)',
            color: colors[2]!,
            values: samples.map((m) => Math.max(0, ...m.loopP99Ms.map((v) => v ?? 0))),
          },
        ],
      },
    ],
    samples.length,
  ),
)
for (const v of verdicts) console.info(`${v.held ? 'held  ' : 'BROKEN'} ${v.invariant}: ${v.detail}`)
process.exit(verdicts.every((v) => v.held) ? 0 : 1)
