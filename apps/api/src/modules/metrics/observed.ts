import type { FastifyInstance } from 'fastify'
import { passwordHashing } from '../accounts/password-hash.ts'
import { sheetReading } from '../catalog-import/catalog-sheet-thread.ts'

/** A visitor cache as the metrics see it (visitor-cache.ts). */
export type ObservedCache = { lookups: { hits: number; misses: number }; size: number; bytes: number }
/** A work gate as the metrics see it (work-gate.ts). */
export type ObservedGate = { running: number; waiting: number; concurrency: number; queue: number }

/**
 * What the metrics read at scrape time, by name: the visitor caches and the work gates. A part
 * that makes one names it here; nothing in it knows of Prometheus
 * (docs/decisions/048-metrics-and-traces.md).
 */
export type Observed = { caches: Map<string, ObservedCache>; gates: Map<string, ObservedGate> }

declare module 'fastify' {
  interface FastifyInstance {
    observed: Observed
  }
}

/** The process's own gates are named here; an app's caches and gates are named where it makes them. */
export function registerObserved(app: FastifyInstance) {
  const gates = new Map<string, ObservedGate>([
    ['password_hash', passwordHashing],
    ['sheet_read', sheetReading],
  ])
  app.decorate('observed', { caches: new Map(), gates } satisfies Observed)
}
