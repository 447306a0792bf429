// The soak's judgement and page: memory and p99 of the last third of the soak against the middle, a table
// per minute and per route, and the chart (soak-chart.ts), written into docs/benchmarks/.
import fs from 'node:fs'
import path from 'node:path'
import { DOCS, machine, table, writeSection } from '../../report-file.ts'
import type { Verdict } from '../verdict.ts'
import { soakChart } from './soak-chart.ts'
import type { Minute } from './soak-sample.ts'

const CHECKOUT = 'POST /api/order/request-shipping/'

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Memory and answer times after warm-up. A password hash takes 128 MiB for half a second, so one
 * minute's memory swings with the sign-ups in it: growth is the last third of the soak's minutes
 * against the middle third (the first is warm-up), each instance's median of the minutes; p99 the
 * same way.
 */
export function soakVerdicts(minutesSeen: Minute[]): Verdict[] {
  const warm = minutesSeen[Math.min(1, minutesSeen.length - 1)]
  const last = minutesSeen.at(-1)
  if (!warm || !last) return [{ invariant: 'the soak sampled a minute', held: false, detail: 'no sample' }]
  const third = Math.max(1, Math.floor(minutesSeen.length / 3))
  const rss = (from: number, to: number) =>
    warm.rssMb.map((_, i) => median(minutesSeen.slice(from, to).map((m) => m.rssMb[i] ?? 0)))
  const middle = rss(third, 2 * third)
  const end = rss(minutesSeen.length - third, minutesSeen.length)
  const growth = middle.map((mb, i) => (end[i]! - mb) / (mb || 1))
  // A minute with a burst of sign-ups (half a second of a core per password hash) has a p99 four
  // times a quiet one's: answer times are judged by thirds too.
  const p99 = (from: number, to: number) =>
    median(minutesSeen.slice(from, to).map((m) => m.routes[0]?.p99 ?? 0))
  const middleP99 = p99(third, 2 * third)
  const lateP99 = p99(minutesSeen.length - third, minutesSeen.length)
  return [
    {
      invariant: 'resident memory grows < 10% from the middle third of the soak to the last',
      held: growth.every((g) => g < 0.1),
      detail: `${middle.join('/')} → ${end.join('/')} MB (${growth.map((g) => `${(g * 100).toFixed(1)}%`).join(', ')})`,
    },
    {
      invariant: 'p99 of all answers stays flat (last third ≤ 1.5 × middle third + 10 ms)',
      held: lateP99 <= 1.5 * middleP99 + 10,
      detail: `${middleP99.toFixed(0)} → ${lateP99.toFixed(0)} ms (medians of the minutes' p99)`,
    },
  ]
}

const ms = (v: number) => v.toFixed(0)
const routeOf = (m: Minute, route: string) => m.routes.find((r) => r.route === route)

type Soak = { minutes: number; buyers: number; samples: Minute[]; verdicts: Verdict[] }

/** The soak's section of docs/benchmarks/cluster.md and its chart beside it. */
export function writeSoakReport({ minutes, buyers, samples, verdicts }: Soak) {
  writeSection(
    'cluster.md',
    'soak',
    `## Soak (\`npm run soak -- --minutes ${minutes}\`)

${buyers} buyers and two operators for ${minutes} minutes (${machine()}). RSS (median of the minute's readings of each instance's
\`/metrics\`, every 10 s) and event-loop p99 (worst 10-second window of the minute) are per instance; connections are
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
}
