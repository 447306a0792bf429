// A soak's minute: resident memory, heap and event-loop delay per instance, read from each
// instance's /metrics, PostgreSQL's client connections, and the clients' answer times per route
// over the minute.
import pg from 'pg'
import type { Cluster } from '../harness/cluster.ts'
import type { Instance } from '../harness/instances.ts'
import type { Latencies, RouteFigures } from '../workload/latency.ts'

export type Minute = {
  minute: number
  /** Per instance, in MB, the median of the minute's readings (every 10 s); null if none. */
  rssMb: (number | null)[]
  /** Per instance, in MB, the median of the minute's readings of the JavaScript heap in use. */
  heapMb: (number | null)[]
  /** Per instance, the worst 10-second window's p99 in ms; null if none. */
  loopP99Ms: (number | null)[]
  connections: number
  routes: RouteFigures[]
}

/** One reading of an instance's /metrics; every figure null when it did not answer. */
export type Reading = { rssMb: number | null; heapMb: number | null; loopP99Ms: number | null }

const UNREAD: Reading = { rssMb: null, heapMb: null, loopP99Ms: null }

function sample(text: string, name: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  return line ? Number(line.slice(name.length + 1)) : null
}

const mb = (bytes: number | null) => (bytes === null ? null : Math.round(bytes / 1024 / 1024))

/**
 * Reads an instance's /metrics. Each scrape's event-loop p99 covers the time since the last one
 * (prom-client resets its histogram as it is read), so scraping every 10 s gives 10-second windows.
 */
export async function readInstance(instance: Instance): Promise<Reading> {
  if (!instance.child || instance.child.exitCode !== null) return UNREAD
  try {
    const response = await fetch(instance.metricsUrl, { signal: AbortSignal.timeout(5_000) })
    if (!response.ok) return UNREAD
    const text = await response.text()
    const lag = sample(text, 'nodejs_eventloop_lag_p99_seconds')
    return {
      rssMb: mb(sample(text, 'process_resident_memory_bytes')),
      heapMb: mb(sample(text, 'nodejs_heap_size_used_bytes')),
      loopP99Ms: lag === null ? null : Math.round(lag * 10_000) / 10,
    }
  } catch {
    return UNREAD
  }
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b)
  return known.length ? known[Math.floor(known.length / 2)]! : null
}

function worst(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null)
  return known.length ? Math.max(...known) : null
}

/** The minute from each instance's readings over it (`readings[i]`: instance i's, in order). */
export async function sampleMinute(
  cluster: Cluster,
  latencies: Latencies,
  minute: number,
  readings: Reading[][],
): Promise<Minute> {
  const db = new pg.Client({ connectionString: cluster.postgres.url })
  await db.connect()
  try {
    const { rows } = await db.query(
      `select count(*)::int n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    )
    return {
      minute,
      rssMb: readings.map((r) => median(r.map((x) => x.rssMb))),
      heapMb: readings.map((r) => median(r.map((x) => x.heapMb))),
      loopP99Ms: readings.map((r) => worst(r.map((x) => x.loopP99Ms))),
      connections: rows[0].n,
      routes: latencies.take(),
    }
  } finally {
    await db.end()
  }
}
