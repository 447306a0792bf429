import { sql } from 'drizzle-orm'
import { Counter, Gauge, type Registry } from 'prom-client'
import { type Database, inTransaction, postgresPool, queryRows } from '../../db/client.ts'
import type { Observed, ObservedGate } from './observed.ts'

/** The outbox is read with one query per scrape, given this long before the scrape goes without it. */
export const OUTBOX_READ_MS = 1_000

type OutboxCounts = { pending: number; failed: number; oldest: number | null }

/**
 * What waits in the email outbox, in one statement bounded by the database's own timeout (and a
 * timer, for a pool with no connection free); undefined when it could not be read.
 */
async function readOutbox(database: Database): Promise<OutboxCounts | undefined> {
  const read = inTransaction(database.db, async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${OUTBOX_READ_MS}`))
    const [row] = await queryRows<OutboxCounts>(
      tx,
      sql`select count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where status = 'failed')::int as failed,
            extract(epoch from now() - min(created_at) filter (where status = 'pending'))::float8 as oldest
          from email_outbox where status in ('pending', 'failed')`,
    )
    return row
  })
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), OUTBOX_READ_MS * 2)
  })
  try {
    return await Promise.race([read, late])
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
    read.catch(() => {})
  }
}

/** One outbox read shared by the gauges of one scrape (prom-client collects them together). */
function sharedOutbox(database: Database) {
  let reading: { at: number; counts: Promise<OutboxCounts | undefined> } | undefined
  return () => {
    if (!reading || Date.now() - reading.at > OUTBOX_READ_MS) {
      reading = { at: Date.now(), counts: readOutbox(database) }
    }
    return reading.counts
  }
}

function registerOutboxMetrics(register: Registry, database: Database) {
  const outbox = sharedOutbox(database)
  const gauge = (name: string, help: string, value: (counts: OutboxCounts) => number | null) =>
    new Gauge({
      name,
      help,
      registers: [register],
      async collect() {
        this.reset()
        const counts = await outbox()
        const measured = counts && value(counts)
        if (measured !== undefined && measured !== null) this.set(measured)
      },
    })
  gauge('caravanserai_email_outbox_pending', 'Emails waiting in the outbox to be sent.', (c) => c.pending)
  gauge('caravanserai_email_outbox_failed', 'Emails given up after their last attempt.', (c) => c.failed)
  gauge(
    'caravanserai_email_outbox_oldest_pending_age_seconds',
    'Age of the oldest email waiting to be sent; 0 when none waits.',
    (c) => c.oldest ?? 0,
  )
}

/** node-postgres's pool; PGlite has one connection in process and no pool to report. */
function registerPoolMetrics(register: Registry, database: Database) {
  const pool = postgresPool(database.db)
  if (!pool) return
  new Gauge({
    name: 'caravanserai_db_pool_connections',
    help: 'Connections of the PostgreSQL pool, in use by a query or transaction or idle.',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
      this.set({ state: 'idle' }, pool.idleCount)
    },
  })
  new Gauge({
    name: 'caravanserai_db_pool_waiting',
    help: 'Queries waiting for a connection of the PostgreSQL pool.',
    registers: [register],
    collect() {
      this.set(pool.waitingCount)
    },
  })
}

/** The visitor caches' lookups, and what they keep, read from the caches themselves. */
function registerCacheMetrics(register: Registry, observed: Observed) {
  new Counter({
    name: 'caravanserai_cache_lookups_total',
    help: 'Lookups of a visitor cache answered from a kept page (hit) or not (miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [register],
    collect() {
      // The caches count since the process started, as a counter does: set, not added.
      this.reset()
      for (const [cache, { lookups }] of observed.caches) {
        this.inc({ cache, result: 'hit' }, lookups.hits)
        this.inc({ cache, result: 'miss' }, lookups.misses)
      }
    },
  })
  const kept = (name: string, help: string, value: (cache: { size: number; bytes: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [register],
      collect() {
        for (const [cache, entry] of observed.caches) this.set({ cache }, value(entry))
      },
    })
  kept('caravanserai_cache_entries', 'Pages a visitor cache keeps.', (c) => c.size)
  kept('caravanserai_cache_bytes', 'What the pages a visitor cache keeps weigh.', (c) => c.bytes)
}

/** Each work gate's work under way and waiting, beside its bounds. */
function registerGateMetrics(register: Registry, observed: Observed) {
  const gauge = (name: string, help: string, value: (gate: ObservedGate) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['gate'] as const,
      registers: [register],
      collect() {
        for (const [gate, entry] of observed.gates) this.set({ gate }, value(entry))
      },
    })
  gauge('caravanserai_work_gate_running', 'Pieces of heavy work under way.', (g) => g.running)
  gauge('caravanserai_work_gate_waiting', 'Pieces of heavy work waiting their turn.', (g) => g.waiting)
  gauge(
    'caravanserai_work_gate_concurrency',
    'Pieces of heavy work a gate runs at once.',
    (g) => g.concurrency,
  )
  gauge(
    'caravanserai_work_gate_queue_limit',
    'Pieces that may wait before a gate refuses (503).',
    (g) => g.queue,
  )
}

/** The product's own gauges and counters, each read when Prometheus scrapes. */
export function registerAppMetrics(register: Registry, database: Database, observed: Observed) {
  registerOutboxMetrics(register, database)
  registerPoolMetrics(register, database)
  registerCacheMetrics(register, observed)
  registerGateMetrics(register, observed)
}
