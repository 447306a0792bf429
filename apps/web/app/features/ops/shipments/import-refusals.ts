import { MilestoneImportErrorSchema } from '@caravanserai/contracts/ops-shipments'
import { z } from 'zod'
import { ApiError } from '../../../lib/api-client.ts'

export type RefusedLine = z.infer<typeof MilestoneImportErrorSchema>

const RefusedLinesSchema = z.array(MilestoneImportErrorSchema).min(1)

/**
 * The refused lines of a milestone import the API turned down (422, docs/decisions/060-shipment-milestones.md):
 * the list of `{ line, message }` its answer carries, at its top or in its `params`; null for
 * any other failure.
 */
export function refusedLines(error: unknown): RefusedLine[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null
  const body = error.body
  if (!body || typeof body !== 'object') return null
  const places = [body as Record<string, unknown>]
  const { params } = body as { params?: unknown }
  if (params && typeof params === 'object') places.push(params as Record<string, unknown>)
  for (const place of places) {
    for (const value of Object.values(place)) {
      const parsed = RefusedLinesSchema.safeParse(value)
      if (parsed.success) return [...parsed.data].sort((a, b) => a.line - b.line)
    }
  }
  return null
}
