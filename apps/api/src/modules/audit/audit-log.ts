import type { AuditAction, AuditChange, AuditObjectType } from '@caravanserai/contracts/ops-audit'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { AuthUser } from '../../plugins/auth.ts'

export type AuditEntry = {
  action: AuditAction
  object: { type: AuditObjectType; id: number; label?: string }
  /** Each changed field (see `changedFields`); `{}` when the action says it all. */
  changes?: Record<string, AuditChange>
}

/**
 * Records a staff write in the audit trail (docs/product.md#audit-trail). Call it with the write's
 * own transaction `tx`, after the change: the row commits with the change or not at all.
 */
export async function recordAudit(tx: Db, actor: Pick<AuthUser, 'id' | 'email'>, entry: AuditEntry) {
  await recordAudits(tx, actor, [entry])
}

/** Several events of one write (an import touching many products) in one statement. */
export async function recordAudits(tx: Db, actor: Pick<AuthUser, 'id' | 'email'>, entries: AuditEntry[]) {
  if (entries.length === 0) return
  const rows = entries.map(
    (e) =>
      sql`(${actor.id}, ${actor.email}, ${e.action}, ${e.object.type}, ${e.object.id},
        ${e.object.label ?? ''}, ${JSON.stringify(e.changes ?? {})}::jsonb)`,
  )
  await tx.execute(sql`insert into audit_events
    (actor_id, actor_email, action, object_type, object_id, object_label, changes)
    values ${sql.join(rows, sql`, `)}`)
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * The fields that differ between two states of an object, by path (`variations.0.price`):
 * nested objects and arrays are walked, so an edit of one price names that price alone. A field
 * present on one side only is compared with null. `undefined` values are left out.
 */
export function changedFields(before: unknown, after: unknown): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {}
  walk(toJson(before), toJson(after), '', changes)
  return changes
}

function walk(before: Json, after: Json, path: string, changes: Record<string, AuditChange>) {
  if (isBranch(before) && isBranch(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)])
    for (const key of keys) {
      const b = (before as Record<string, Json>)[key] ?? null
      const a = (after as Record<string, Json>)[key] ?? null
      walk(b, a, path ? `${path}.${key}` : key, changes)
    }
    return
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) changes[path || '.'] = { before, after }
}

function isBranch(value: Json): value is Json[] | { [key: string]: Json } {
  return typeof value === 'object' && value !== null
}

/** A plain JSON copy: dates become strings, undefined fields drop out, as they would be stored. */
function toJson(value: unknown): Json {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as Json)
}
