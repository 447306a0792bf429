import { z } from 'zod'

export const HealthResponseSchema = z.object({
  status: z.enum(['ok']),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
})
export type HealthResponse = z.infer<typeof HealthResponseSchema>
