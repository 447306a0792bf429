// A soak's minute: resident memory and event-loop delay per instance, PostgreSQL's client
// connections, and the clients' answer times per route over the minute.
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { Cluster } from '../harness/cluster.ts'
import type { Latencies, RouteFigures } from '../workload/latency.ts'

export type Minute = {
  minute: number
  /** Per instance, in MB, the median of the minute's readings (every 5 s); null if none. */
  rssMb: (number | null)[]
  /** Per instance, the worst 10-second window's p99 in ms (event-loop-probe.mjs). */
  loopP99Ms: (number | null)[]
  connections: number
  routes: RouteFigures[]
}

/** The resident memory of a process, in MB; null when it is not running. */
export function readRssMb(pid: number | undefined): number | null {
  if (!pid) return null
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return Math.round(kb / 1024)
  } catch {
    return null
  }
}

function loopP99(probeDir: string, pid: number | undefined, since: number): number | null {
  const file = path.join(probeDir, `${pid}.jsonl`)
  if (!pid || !fs.existsSync(file)) return null
  const windows = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { at: number; p99: number })
    .filter((w) => w.at > since)
  return windows.length ? Math.round(Math.max(...windows.map((w) => w.p99)) * 10) / 10 : null
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b)
  return known.length ? known[Math.floor(known.length / 2)]! : null
}

export async function sampleMinute(
  cluster: Cluster,
  latencies: Latencies,
  probeDir: string,
  minute: number,
  since: number,
  readings: (number | null)[][],
): Promise<Minute> {
  const db = new pg.Client({ connectionString: cluster.postgres.url })
  await db.connect()
  try {
    const { rows } = await db.query(
      `select count(*)::int n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    )
    return {
      minute,
      rssMb: readings.map(median),
      loopP99Ms: cluster.instances.map((i) => loopP99(probeDir, i.child?.pid, since)),
      connections: rows[0].n,
      routes: latencies.take(),
    }
  } finally {
    await db.end()
  }
}
