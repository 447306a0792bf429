import { HealthResponseSchema } from '@caravanserai/contracts/health'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { DATABASE_RETRY_SECONDS } from '../../plugins/error-handler.ts'

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  opts,
) => {
  const schema = { tags: ['ops'], response: { 200: HealthResponseSchema } }
  app.get('/health', { config: { raises: [503] }, schema }, async () => {
    if (app.readiness.draining) throw new AppError('errors.unavailable', 503)
    try {
      await opts.database.db.execute(sql`select 1`)
    } catch {
      const retryAfter = String(DATABASE_RETRY_SECONDS)
      throw new AppError('errors.unavailable', 503, {}, undefined, { 'retry-after': retryAfter })
    }
    return { status: 'ok' as const, database: opts.database.kind, version: opts.version }
  })
}
