// The speed benchmark's verdict: each figure against its target, printed as one table, and on a
// full run written to docs/performance.md with the chart docs/performance/throughput.svg.
import fs from 'node:fs'
import path from 'node:path'
import { machine, table } from '../report-file.ts'
import { type Charted, chart } from './chart.ts'
import type { LighthouseResult } from './lighthouse.ts'
import type { Measured } from './load.ts'
import type { ScriptWeight } from './script-weight.ts'

export type Judged = {
  ceiling: number
  pages: Measured[]
  /** Each cached page row without orders and then while buyers order what it shows. */
  buying: {
    quiet: Measured
    busy: Measured
    /** The share of pages answered from the page cache, without orders and while buying. */
    hitShares: [number, number]
    ordersPerSecond: number
    orderFailures: number
  }[]
  unseen?: Measured
  api: Measured[]
  apiLarge: Measured[]
  script: ScriptWeight[]
  lighthouse: LighthouseResult[]
}

export const TARGETS = {
  pageShare: 0.1,
  productShare: 0.03,
  pageP99: 100,
  unseenCpuMs: 6,
  apiShare: 0.15,
  apiP99: 40,
  scriptKb: 110,
  lcp: 1.0,
  /** A cached row while buyers order, against the same row without orders. */
  buyingShare: 0.5,
}

const docs = path.resolve(import.meta.dirname, '../../docs')
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**')

export function writeReport(judged: Judged, run: { seconds: number; command: string }): number {
  const rows: (string | number)[][] = []
  const charted: Charted[] = []
  let missed = 0
  const judge = (what: string, figure: string, target: string, ok: boolean) => {
    rows.push([what, figure, target, verdict(ok)])
    if (!ok) missed++
  }
  const load = (prefix: string, m: Measured, share: number, p99: number) => {
    const ratio = m.rps / judged.ceiling
    judge(
      `${prefix}${m.label}`,
      `${m.rps.toFixed(0)}/s = ${ratio.toFixed(3)}×, p99 ${m.p99} ms, ${m.cpuPerRequest.toFixed(2)} ms CPU, ${m.failed} failed`,
      `≥ ${share}×, p99 ≤ ${p99} ms`,
      ratio >= share && m.p99 <= p99 && m.failed === 0,
    )
    charted.push({
      ...m,
      label: `${prefix}${m.label}`,
      ceiling: judged.ceiling,
      targetShare: share,
      targetP99: p99,
    })
  }
  for (const m of judged.pages)
    load(
      'page: ',
      m,
      m.label.startsWith('product') ? TARGETS.productShare : TARGETS.pageShare,
      TARGETS.pageP99,
    )
  if (judged.unseen)
    judge(
      'page: product never rendered before',
      `${judged.unseen.cpuPerRequest.toFixed(2)} ms CPU per page (${judged.unseen.rps.toFixed(0)}/s)`,
      `≤ ${TARGETS.unseenCpuMs} ms`,
      judged.unseen.cpuPerRequest <= TARGETS.unseenCpuMs,
    )
  for (const { quiet, busy, hitShares, ordersPerSecond, orderFailures } of judged.buying) {
    const ratio = busy.rps / quiet.rps
    const hits = hitShares.map((h) => `${(h * 100).toFixed(1)}%`).join(' → ')
    judge(
      `page while buying: ${busy.label}`,
      `${busy.rps.toFixed(0)}/s = ${ratio.toFixed(2)}× of ${quiet.rps.toFixed(0)}/s without orders, ${ordersPerSecond.toFixed(1)} orders/s (${orderFailures} failed), cache hits ${hits}, p99 ${busy.p99} ms, ${busy.failed} failed`,
      `≥ ${TARGETS.buyingShare}× of the row without orders`,
      ratio >= TARGETS.buyingShare && busy.failed === 0 && orderFailures === 0,
    )
  }
  for (const m of judged.api) load('API 10k: ', m, TARGETS.apiShare, TARGETS.apiP99)
  for (const m of judged.apiLarge) load('API 100k: ', m, TARGETS.apiShare, TARGETS.apiP99)
  for (const s of judged.script)
    judge(
      `script: ${s.path}`,
      `${s.brotliKb.toFixed(1)} KB in ${s.files} files`,
      `≤ ${TARGETS.scriptKb} KB`,
      s.brotliKb <= TARGETS.scriptKb,
    )
  for (const l of judged.lighthouse) {
    const { performance, accessibility, seo } = l.scores
    const practices = l.scores['best-practices']
    judge(
      `Lighthouse: ${l.path}`,
      `${performance}, LCP ${l.lcp.toFixed(2)} s, CLS ${l.cls.toFixed(3)}; a11y ${accessibility}, best practices ${practices}, SEO ${seo}`,
      `100, LCP ≤ ${TARGETS.lcp} s, CLS 0; 100, ≥ 95, 100`,
      performance === 100 &&
        l.lcp <= TARGETS.lcp &&
        l.cls === 0 &&
        accessibility === 100 &&
        practices >= 95 &&
        seo === 100,
    )
  }
  const result = table(['what', 'measured', 'target', 'verdict'], rows)
  console.info(`\nceiling ${judged.ceiling.toFixed(0)} req/s\n${result}\n${missed} target(s) missed`)
  const full =
    judged.pages.length &&
    judged.api.length &&
    judged.apiLarge.length &&
    judged.script.length &&
    judged.lighthouse.length
  if (!full) return missed
  fs.mkdirSync(path.join(docs, 'performance'), { recursive: true })
  fs.writeFileSync(path.join(docs, 'performance/throughput.svg'), chart(charted))
  fs.writeFileSync(
    path.join(docs, 'performance.md'),
    `# Performance

Written by \`${run.command}\` (bench/perf/run.ts); do not edit by hand. Where the time goes and
what was changed for it: [performance/profile.md](performance/profile.md).

- Machine: ${machine()}.
- The production build (\`apps/server/dist/main.mjs\`, \`NODE_ENV=production\`, default logging) on
  PostgreSQL with 10,000 synthetic products (and 100,000 for the second API pass), started as an
  operator starts it. Load from autocannon in the benchmark's own process, ${run.seconds} s per row
  after a 3 s warm-up: pages with 20 connections and a browser's headers (brotli), the API with 50
  connections, every API request a listing not asked before. "While buying": each cached page row
  measured again without orders, then while buyers order and cancel products those pages show
  (\`bench/perf/buyers.ts\`).
- Ceiling: a bare Fastify route sending the same JSON body as the newest listing, in the same
  run: **${judged.ceiling.toFixed(0)} req/s**.

${result}

${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`}

![Throughput as a share of the ceiling and p99 latency per route](performance/throughput.svg)
`,
  )
  return missed
}
