// The fuzz run on one screen: totals, statuses, memory, then each broken invariant once per
// operation with a request that reproduces it. Returns whether the run failed.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ErrorLine, Settled } from './target.ts'
import type { Finding, Traffic } from './traffic.ts'

/** How far above its baseline the server's memory may stay once collected. */
const MEMORY_TOLERANCE = 0.15

type Report = {
  traffic: Traffic
  errorLines: ErrorLine[]
  memory: { baseline: Settled; peak: number; after: Settled }
  fuzzMs: number
  totalMs: number
  command: string
}

const clip = (text: string | undefined, n: number) =>
  text === undefined ? '' : text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text

/** Binary bodies (a Buffer's JSON form) written as base64, so a finding's file can replay them. */
function bytesAsBase64(_key: string, value: unknown) {
  const buffer = value as { type?: string; data?: number[] }
  return buffer?.type === 'Buffer' && Array.isArray(buffer.data)
    ? { base64: Buffer.from(buffer.data).toString('base64') }
    : value
}

const percent = (n: number, of: number) => `${((n / of) * 100).toFixed(0)}%`
const succeeded = (statuses: Map<number, number>) =>
  [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((n, [, c]) => n + c, 0)

const size = (f: Finding) => f.request.url.length + (f.request.body.text?.length ?? 0)

function data(text: string | Uint8Array | undefined): string {
  if (text === undefined) return ''
  return typeof text === 'string' ? ` --data '${clip(text, 160)}'` : ` --data-binary <${text.length} bytes>`
}

function reproduce(f: Pick<Finding, 'request'>): string {
  const { method, url, headers, body, actor } = f.request
  const shown = Object.entries(headers)
    .filter(([k]) => k !== 'authorization' && k !== 'x-forwarded-for')
    .map(([k, v]) => `-H '${k}: ${clip(v, 60)}'`)
  return `[${actor}; ${body.how}] curl -X ${method} '${clip(url, 160)}' ${shown.join(' ')}${data(body.text)}`
}

/** Prints the report; returns whether the run failed and its summary lines (totals, statuses, memory). */
export function printReport({ traffic, errorLines, memory, fuzzMs, totalMs, command }: Report): {
  failed: boolean
  summary: string[]
} {
  const tallies = [...traffic.tallies.entries()]
  const total = tallies.reduce((n, [, t]) => n + t.requests, 0)
  const statuses = new Map<number, number>()
  for (const [, t] of tallies) for (const [s, n] of t.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n)
  const least = tallies.reduce<[string, number]>(
    (m, [op, t]) => (t.requests < m[1] ? [op, t.requests] : m),
    ['', Number.POSITIVE_INFINITY],
  )
  const neverOk = tallies.filter(([, t]) => succeeded(t.statuses) === 0).map(([op]) => op)
  const reached = total - (statuses.get(401) ?? 0) - (statuses.get(403) ?? 0) - (statuses.get(429) ?? 0)
  const grown = memory.after.rssMb / memory.baseline.rssMb - 1
  const memoryOk = grown <= MEMORY_TOLERANCE
  const unexplained = errorLines.filter((l) => !l.reqId || !traffic.byRequestId.has(l.reqId))
  const lines = [
    `Fuzz: ${total} requests to ${tallies.length} operations in ${(fuzzMs / 1000).toFixed(1)} s (${Math.round(total / (fuzzMs / 1000))}/s), ${(totalMs / 1000).toFixed(1)} s in all`,
    `  per operation: least ${least[1]} (${least[0]}), most ${Math.max(...tallies.map(([, t]) => t.requests))}`,
    `  statuses: ${[...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s || 'none'}×${n}`)
      .join('  ')}`,
    `  past the auth and rate-limit gates: ${percent(reached, total)}  2xx: ${percent(succeeded(statuses), total)}`,
    `  never a 2xx (${neverOk.length}): ${neverOk.length ? clip(neverOk.join(', '), 300) : 'none'}`,
    `  memory (RSS): baseline ${memory.baseline.rssMb.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB, after settling ${memory.after.rssMb.toFixed(0)} MB (${grown >= 0 ? '+' : ''}${(grown * 100).toFixed(1)}%, limit +${MEMORY_TOLERANCE * 100}%); JS heap in use ${memory.baseline.heapMb.toFixed(0)} → ${memory.after.heapMb.toFixed(0)} MB`,
    `  server error-level log lines: ${errorLines.length}`,
  ]
  const summary = [...lines]
  const groups = new Map<string, Finding[]>()
  for (const f of traffic.findings) {
    const key = `${f.operation} — ${f.problem}`
    groups.set(key, [...(groups.get(key) ?? []), f])
  }
  for (const line of errorLines) {
    const cause = line.reqId ? traffic.byRequestId.get(line.reqId) : undefined
    if (!cause) continue
    const key = `${cause.operation} — error log: ${line.msg}${line.err ? `: ${clip(line.err, 80)}` : ''}`
    groups.set(key, [...(groups.get(key) ?? []), { ...cause, problem: 'error log', status: 0, answer: '' }])
  }
  lines.push(groups.size === 0 ? 'No findings.' : `${groups.size} finding(s):`)
  for (const [key, found] of [...groups.entries()].slice(0, 12)) {
    const shortest = found.reduce((a, b) => (size(a) <= size(b) ? a : b))
    lines.push(`✗ ${key}  (×${found.length})`, `    ${reproduce(shortest)}`)
    if (shortest.answer) lines.push(`    → ${shortest.status} ${clip(shortest.answer, 140)}`)
  }
  if (groups.size > 12) lines.push(`  … and ${groups.size - 12} more`)
  if (groups.size > 0) {
    const file = path.join(os.tmpdir(), 'fuzz-findings.json')
    writeFileSync(
      file,
      JSON.stringify(Object.fromEntries([...groups].map(([k, f]) => [k, f.slice(0, 3)])), bytesAsBase64, 1),
    )
    lines.push(`  every finding, with up to three requests each: ${file}`)
  }
  for (const line of unexplained.slice(0, 3))
    lines.push(`✗ error log without a request: ${line.msg} ${clip(line.err, 100)}`)
  if (!memoryOk) lines.push('✗ memory did not come back within the limit')
  const table = path.join(os.tmpdir(), 'fuzz-operations.txt')
  writeFileSync(
    table,
    tallies
      .map(([op, t]) => `${op}  ${t.requests}  ${[...t.statuses].map(([s, n]) => `${s}×${n}`).join(' ')}\n`)
      .join(''),
  )
  lines.push(`Per operation: ${table}`, `Reproduce: ${command}`)
  console.info(lines.join('\n'))
  return { failed: groups.size > 0 || unexplained.length > 0 || !memoryOk, summary }
}
