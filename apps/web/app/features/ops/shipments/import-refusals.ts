import {
  type MilestoneImportRefusal,
  MilestoneImportRefusalSchema,
} from '@caravanserai/contracts/ops-shipments'
import { ApiError } from '../../../lib/api-client.ts'

export type RefusedLine = MilestoneImportRefusal['errors'][number]

/**
 * The refused lines of a milestone import the API turned down (422 with `errors`,
 * docs/decisions/060-shipment-milestones.md), in the file's order; null for any other failure,
 * a file refused whole among them, whose message the form shows as any other.
 */
export function refusedLines(error: unknown): RefusedLine[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null
  const parsed = MilestoneImportRefusalSchema.safeParse(error.body)
  if (!parsed.success || parsed.data.errors.length === 0) return null
  return [...parsed.data.errors].sort((a, b) => a.line - b.line)
}
