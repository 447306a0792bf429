import {
  AuditActorsResponseSchema,
  AuditListResponseSchema,
  type AuditObjectType,
  type AuditQuery,
} from '@caravanserai/contracts/ops-audit'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/** How many of an object's latest changes its page shows (docs/product.md#audit-trail). */
export const HISTORY_SHOWN = 10

/**
 * Query keys of the audit trail (docs/product.md#audit-trail), under the console's prefix (keyed
 * by the operator): the trail page, its people, and one object's history, which every console page
 * with a "History" panel reads.
 */
export const auditKeys = {
  all: (userId: number) => ['ops', userId, 'audit'] as const,
  object: (userId: number, type: AuditObjectType, id: number) => ['ops', userId, 'audit', type, id] as const,
  trail: (userId: number, query: AuditQuery) => ['ops', userId, 'audit', 'trail', query] as const,
  actors: (userId: number) => ['ops', userId, 'audit', 'actors'] as const,
}

/** One object's history, the last HISTORY_SHOWN events. */
export const objectHistoryQuery = (api: ApiClient, userId: number, type: AuditObjectType, id: number) =>
  queryOptions({
    queryKey: auditKeys.object(userId, type, id),
    queryFn: ({ signal }) =>
      api.get(`/ops/audit/${type}/${id}/`, {
        schema: AuditListResponseSchema,
        query: { page_size: HISTORY_SHOWN },
        signal,
      }),
  })

/** A page of the trail, narrowed by person, action and object. */
export const auditTrailQuery = (api: ApiClient, userId: number, query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.trail(userId, query),
    queryFn: ({ signal }) => api.get('/ops/audit/', { schema: AuditListResponseSchema, query, signal }),
    placeholderData: keepPreviousData,
  })

/** Everyone who appears in the trail, for the person filter. */
export const auditActorsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: auditKeys.actors(userId),
    queryFn: ({ signal }) => api.get('/ops/audit/actors/', { schema: AuditActorsResponseSchema, signal }),
  })
