import {
  AUDIT_PAGE_SIZE,
  AuditActorsResponseSchema,
  AuditListResponseSchema,
} from '@caravanserai/contracts/ops-audit'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../lib/api-client.ts'
import { objectHistoryKeys } from '../console/object-history-api.ts'
import type { AuditFilters } from './audit-params.ts'

/** The audit trail's queries (docs/product.md#audit-trail), under the console's audit keys. */
export const auditKeys = {
  trail: (userId: number, filters: AuditFilters) =>
    [...objectHistoryKeys.all(userId), 'trail', filters] as const,
  actors: (userId: number) => [...objectHistoryKeys.all(userId), 'actors'] as const,
}

export const auditTrailQuery = (api: ApiClient, userId: number, filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.trail(userId, filters),
    queryFn: ({ signal }) =>
      api.get('/ops/audit/', {
        schema: AuditListResponseSchema,
        query: {
          actor: filters.actor ?? undefined,
          action: filters.action ?? undefined,
          object_type: filters.objectType ?? undefined,
          object_id: filters.objectId ?? undefined,
          page: filters.page,
          page_size: AUDIT_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

/** Everyone who appears in the trail, for the person filter. */
export const auditActorsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: auditKeys.actors(userId),
    queryFn: ({ signal }) => api.get('/ops/audit/actors/', { schema: AuditActorsResponseSchema, signal }),
  })
