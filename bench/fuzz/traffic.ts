// Sends the fuzzer's requests, a few at a time, and records per operation what came back and
// every answer that broke an invariant (invariants.ts), or that a request the description
// describes got without its operation declaring it, with the request that made it.

import { violation } from './invariants.ts'
import type { FuzzRequest } from './requests.ts'

export type Finding = {
  operation: string
  problem: string
  request: FuzzRequest
  status: number
  answer: string
}
export type Tally = { requests: number; statuses: Map<number, number> }

export type Traffic = {
  tallies: Map<string, Tally>
  findings: Finding[]
  /** Request id → the request, to tie a server error line to what caused it. */
  byRequestId: Map<string, { operation: string; request: FuzzRequest }>
}

const TIMEOUT_MS = 30_000
/** Requests remembered for their server log lines: enough for the lines still on their way. */
const REMEMBERED = 20_000
let sequence = 0

/** What a server does to a connection whose body it refused without reading: closes it. */
const CLOSED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'])

/**
 * A body past the limit is answered 413 from its Content-Length, before it is read; a server may
 * then close the connection, and a client still writing the rest can see the close before the
 * answer. That is the refusal, not a failure to answer: any answer that does arrive is still held
 * to the invariants.
 */
function closedPastLimit(request: FuzzRequest, error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause
  return request.body.how === 'past the body limit' && CLOSED.has(cause?.code ?? '')
}

async function send(base: string, operation: string, request: FuzzRequest, traffic: Traffic) {
  const id = `fuzz-${(++sequence).toString().padStart(8, '0')}`
  traffic.byRequestId.set(id, { operation, request })
  traffic.byRequestId.delete(`fuzz-${(sequence - REMEMBERED).toString().padStart(8, '0')}`)
  const tally = traffic.tallies.get(operation) ?? { requests: 0, statuses: new Map() }
  traffic.tallies.set(operation, tally)
  tally.requests += 1
  let status = 0
  let answer = ''
  let problem: string | null
  try {
    const res = await fetch(`${base}${request.url}`, {
      method: request.method,
      headers: { ...request.headers, 'x-request-id': id },
      body: request.method === 'GET' ? undefined : (request.body.text as BodyInit | undefined),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    status = res.status
    answer = await res.text()
    problem =
      violation(status, res.headers.get('content-type') ?? '', answer, request.headers['accept-language']!) ??
      (request.declared && !request.declared.includes(status) ? `${status} not in its description` : null)
  } catch (error) {
    problem = closedPastLimit(request, error) ? null : `no answer: ${(error as Error).message}`
  }
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)
  if (problem) traffic.findings.push({ operation, problem, request, status, answer: answer.slice(0, 300) })
}

/** The same order of `items` for the same seed (mulberry32 drives a Fisher–Yates shuffle). */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

/** Sends every request of `batches` with at most `concurrency` in flight; mixed when given a seed. */
export async function sendAll(
  base: string,
  batches: { operation: string; requests: FuzzRequest[] }[],
  concurrency: number,
  traffic: Traffic,
  mixSeed?: number,
) {
  const all = batches.flatMap((b) => b.requests.map((request) => ({ operation: b.operation, request })))
  const queue = mixSeed === undefined ? all : shuffled(all, mixSeed)
  let next = 0
  const worker = async () => {
    while (next < queue.length) {
      const item = queue[next++]!
      await send(base, item.operation, item.request, traffic)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}
