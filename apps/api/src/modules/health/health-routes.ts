import { HealthResponseSchema, LivenessResponseSchema } from '@caravanserai/contracts/health'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { DATABASE_RETRY_SECONDS } from '../../plugins/error-handler.ts'

/**
 * Liveness and readiness apart (docs/decisions/048-metrics-and-traces.md): an orchestrator
 * restarts a process whose liveness fails, and a balancer routes around one that is not ready.
 * `/health` is readiness, kept for the balancers and scripts that already ask for it.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  opts,
) => {
  const unavailable = () =>
    new AppError('errors.unavailable', 503, {}, undefined, { 'retry-after': String(DATABASE_RETRY_SECONDS) })
  const ready = async () => {
    if (app.readiness.draining) throw unavailable()
    try {
      await opts.database.db.execute(sql`select 1`)
    } catch {
      throw unavailable()
    }
    return { status: 'ok' as const, database: opts.database.kind, version: opts.version }
  }
  // Fresh per route: registering a route may add to its options (plugins/error-answers.ts).
  const readiness = () => ({
    config: { raises: [503] as const },
    schema: {
      tags: ['ops'],
      description:
        'Readiness: 503 with Retry-After while the instance drains before it stops or while its database does not answer; a balancer sends it no requests then.',
      response: { 200: HealthResponseSchema },
    },
  })
  app.get('/health', readiness(), ready)
  app.get('/health/ready', readiness(), ready)
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['ops'],
        description:
          'Liveness: 200 while the process answers, draining or not, whatever its database; it asks nothing of the database, so an outage never gets the process restarted.',
        response: { 200: LivenessResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  )
}
