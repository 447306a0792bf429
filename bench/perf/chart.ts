// docs/performance/throughput.svg: per route, answers per second as a share of the ceiling and
// p99 latency, each bar beside the line of its target.
import type { Measured } from './load.ts'

/** A row with the targets it is judged by; a row under light load has no share target, one at capacity no p99. */
export type Charted = Measured & { ceiling: number; targetShare?: number; targetP99?: number }

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const target = (x: number, y: number) =>
  `<line x1="${x}" x2="${x}" y1="${y + 1}" y2="${y + 23}" stroke="#222" stroke-dasharray="3 2"/>`

export function chart(rows: Charted[]): string {
  const row = 26
  const left = 230
  const width = 300
  const gap = 60
  const top = 46
  const height = top + rows.length * row + 20
  const shareMax = Math.max(0.5, ...rows.map((r) => r.rps / r.ceiling))
  const p99Max = Math.max(200, ...rows.map((r) => r.p99))
  const bars = rows.map((r, i) => {
    const y = top + i * row
    const share = r.rps / r.ceiling
    const shareW = (share / shareMax) * width
    const p99W = (r.p99 / p99Max) * width
    const x2 = left + width + gap
    const ok = (good: boolean) => (good ? '#2f7d4f' : '#b3412e')
    return [
      `<text x="${left - 8}" y="${y + 15}" text-anchor="end">${xmlText(r.label)}</text>`,
      `<rect x="${left}" y="${y + 4}" width="${shareW.toFixed(1)}" height="16" fill="${ok(share >= (r.targetShare ?? 0))}"/>`,
      r.targetShare === undefined ? '' : target(left + (r.targetShare / shareMax) * width, y),
      `<text x="${left + shareW + 4}" y="${y + 16}">${share.toFixed(3)}× (${r.rps.toFixed(0)}/s)</text>`,
      `<rect x="${x2}" y="${y + 4}" width="${p99W.toFixed(1)}" height="16" fill="${ok(r.p99 <= (r.targetP99 ?? Number.POSITIVE_INFINITY))}"/>`,
      r.targetP99 === undefined ? '' : target(x2 + (r.targetP99 / p99Max) * width, y),
      `<text x="${x2 + p99W + 4}" y="${y + 16}">${r.p99} ms</text>`,
    ]
      .filter(Boolean)
      .join('\n')
  })
  const totalWidth = left + 2 * width + gap + 110
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${totalWidth}" height="${height}" font-family="sans-serif" font-size="12" role="img" aria-label="Throughput as a share of the ceiling, and p99 latency, per route">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${left}" y="20" font-weight="bold">answers/s as a share of the ceiling</text>
<text x="${left + width + gap}" y="20" font-weight="bold">p99 latency</text>
<text x="${left}" y="36" fill="#555">dashed: target; green: met, red: missed</text>
${bars.join('\n')}
</svg>
`
}
