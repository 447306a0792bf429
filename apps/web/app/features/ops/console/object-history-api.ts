import { AuditListResponseSchema, type AuditObjectType } from '@caravanserai/contracts/ops-audit'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../lib/api-client.ts'

/** How many of an object's latest changes its page shows (docs/product.md#audit-trail). */
export const HISTORY_SHOWN = 10

/**
 * One object's history in the audit trail, the last HISTORY_SHOWN events: the resource every
 * console page with a "History" panel reads, so its path is written here once, in the console's
 * shared folder, and not in each domain's client (docs/decisions/021).
 */
export const objectHistoryKeys = {
  all: (userId: number) => ['ops', userId, 'audit'] as const,
  object: (userId: number, type: AuditObjectType, id: number) => ['ops', userId, 'audit', type, id] as const,
}

export const objectHistoryQuery = (api: ApiClient, userId: number, type: AuditObjectType, id: number) =>
  queryOptions({
    queryKey: objectHistoryKeys.object(userId, type, id),
    queryFn: ({ signal }) =>
      api.get(`/ops/audit/${type}/${id}/`, {
        schema: AuditListResponseSchema,
        query: { page_size: HISTORY_SHOWN },
        signal,
      }),
  })
