import type { AuditAction, AuditActor, AuditEvent, AuditObjectType } from '@caravanserai/contracts/ops-audit'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'

export type AuditFilters = {
  actor?: number
  action?: AuditAction
  objectType?: AuditObjectType
  objectId?: number
  page: number
  pageSize: number
}

const eventJson = sql`json_build_object('id', e.id,
  'actor', json_build_object('id', e.actor_id, 'email', e.actor_email),
  'action', e.action, 'object_type', e.object_type, 'object_id', e.object_id,
  'object_label', e.object_label, 'changes', e.changes, 'created_at', e.created_at)`

/**
 * Events of the trail, newest first (docs/product.md#audit-trail), narrowed by person, action,
 * object type and object. Ids grow with time, so `id desc` is the newest first and rides the
 * indexes on (actor_id, id), (action, id) and (object_type, object_id, id).
 */
export async function listAuditEvents(db: Db, filters: AuditFilters) {
  const where: SQL[] = [sql`true`]
  if (filters.actor !== undefined) where.push(sql`e.actor_id = ${filters.actor}`)
  if (filters.action !== undefined) where.push(sql`e.action = ${filters.action}`)
  if (filters.objectType !== undefined) where.push(sql`e.object_type = ${filters.objectType}`)
  if (filters.objectId !== undefined) where.push(sql`e.object_id = ${filters.objectId}`)
  const condition = sql.join(where, sql` and `)
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from audit_events e where ${condition}`,
  )
  const rows = await queryRows<{ row: AuditEvent }>(
    db,
    sql`select ${eventJson} as row from audit_events e where ${condition}
      order by e.id desc limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
  )
  return { count: counted?.count ?? 0, results: rows.map((r) => r.row) }
}

/** Everyone who appears in the trail, by the email of their latest event, in email order. */
export function listAuditActors(db: Db): Promise<AuditActor[]> {
  return queryRows<AuditActor>(
    db,
    sql`select id, email from (
        select distinct on (actor_id) actor_id as id, actor_email as email
        from audit_events order by actor_id, id desc) a
      order by lower(email), id`,
  )
}
