// One measured load: autocannon against a base URL, each request's path from `next`, and the
// CPU the server used meanwhile.
import autocannon from 'autocannon'
import { cpuMs, type Running } from './processes.ts'

export type Load = {
  label: string
  connections: number
  /** The path of the n-th request (n counts from 0 across all connections). */
  next: (n: number) => string
  headers?: Record<string, string>
}

export type Measured = {
  label: string
  connections: number
  rps: number
  p50: number
  p99: number
  /** Answers other than 2xx, and socket errors and timeouts. */
  failed: number
  /** Server CPU per answer, in milliseconds. */
  cpuPerRequest: number
}

/** A browser's headers: pages are asked for in a language, compressed. */
export const BROWSER = {
  'accept-language': 'en',
  'accept-encoding': 'br, gzip',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
}

export async function measure(target: Running, load: Load, seconds: number): Promise<Measured> {
  let n = 0
  const cpuBefore = cpuMs(target.pid)
  const result = await autocannon({
    url: target.url,
    connections: load.connections,
    duration: seconds,
    headers: load.headers ?? BROWSER,
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: load.next(n++) }) }],
  })
  const cpu = cpuMs(target.pid) - cpuBefore
  return {
    label: load.label,
    connections: load.connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest: result.requests.total > 0 ? cpu / result.requests.total : Number.NaN,
  }
}
