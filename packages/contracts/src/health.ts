import { z } from 'zod'

/** Readiness (`/health/ready`, and `/health` as before): the instance takes work. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok']),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
})
export type HealthResponse = z.infer<typeof HealthResponseSchema>

/** Liveness (`/health/live`): the process's event loop answers; nothing else is asked. */
export const LivenessResponseSchema = z.object({ status: z.enum(['ok']) })
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>
