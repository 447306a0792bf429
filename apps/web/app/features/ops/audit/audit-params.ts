import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditObjectType,
  type AuditQuery,
} from '@caravanserai/contracts/ops-audit'

/** The audit trail's filters (docs/product.md#audit-trail), all kept in the address. */
export type AuditFilters = {
  actor: number | null
  action: AuditAction | null
  objectType: AuditObjectType | null
  objectId: number | null
  page: number
}

const ID_MAX = 2_147_483_647

function idFrom(text: string | null): number | null {
  const n = Number(text)
  return text && Number.isInteger(n) && n >= 1 && n <= ID_MAX ? n : null
}

/** The filters of an address; unknown actions, types and bad numbers fall back to none. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const action = params.get('action')
  const objectType = params.get('object_type')
  return {
    actor: idFrom(params.get('actor')),
    action: AUDIT_ACTIONS.find((a) => a === action) ?? null,
    objectType: AUDIT_OBJECT_TYPES.find((o) => o === objectType) ?? null,
    objectId: idFrom(params.get('object_id')),
    page: idFrom(params.get('page')) ?? 1,
  }
}

/** The API query of the filters (GET /ops/audit/). */
export function auditApiQuery(filters: AuditFilters): AuditQuery {
  return {
    actor: filters.actor ?? undefined,
    action: filters.action ?? undefined,
    object_type: filters.objectType ?? undefined,
    object_id: filters.objectId ?? undefined,
    page: filters.page,
    page_size: AUDIT_PAGE_SIZE,
  }
}

/** `?…` of the filters (only those set, page only above 1), or '' for the whole trail. */
export function auditSearchOf(filters: AuditFilters): string {
  const params = new URLSearchParams()
  if (filters.actor !== null) params.set('actor', String(filters.actor))
  if (filters.action) params.set('action', filters.action)
  if (filters.objectType) params.set('object_type', filters.objectType)
  if (filters.objectId !== null) params.set('object_id', String(filters.objectId))
  if (filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The actions grouped by the type of object they are about, in the contract's order. */
export function actionsByObjectType(): [AuditObjectType, AuditAction[]][] {
  return AUDIT_OBJECT_TYPES.map(
    (type) =>
      [type, AUDIT_ACTIONS.filter((action) => action.startsWith(`${type}.`))] as [
        AuditObjectType,
        AuditAction[],
      ],
  ).filter(([, actions]) => actions.length > 0)
}
