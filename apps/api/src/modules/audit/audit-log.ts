import type { AuditAction, AuditChange, AuditObjectType } from '@caravanserai/contracts/ops-audit'
import type { Db } from '../../db/client.ts'
import { auditEvents } from '../../db/schema/audit.ts'
import type { AuthUser } from '../../plugins/auth.ts'

/** Who made a write: the staff member `staffOf(request)` gives, as the trail keeps them. */
export type AuditActor = Pick<AuthUser, 'id' | 'email'>

/**
 * Objects that are people, or a person's words: the trail names them by id alone, so that it keeps
 * nothing personal that an erasure could not reach (docs/decisions/032-staff-roles-and-audit-trail.md).
 */
export const UNLABELLED_OBJECTS = ['customer', 'staff', 'contact_message'] as const
type Unlabelled = (typeof UNLABELLED_OBJECTS)[number]

export type AuditEntry = {
  action: AuditAction
  object:
    | { type: Exclude<AuditObjectType, Unlabelled>; id: number; label?: string }
    | { type: Unlabelled; id: number; label?: never }
  /** Each changed field (see `changedFields`); `{}` when the action says it all. */
  changes?: Record<string, AuditChange>
}

/**
 * Records a staff write in the audit trail (docs/product.md#audit-trail). Call it with the write's
 * own transaction `tx`, after the change: the row commits with the change or not at all.
 */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry) {
  await recordAudits(tx, actor, [entry])
}

/** Several events of one write (an import touching many products) in one statement. */
export async function recordAudits(tx: Db, actor: AuditActor, entries: AuditEntry[]) {
  if (entries.length === 0) return
  await tx.insert(auditEvents).values(
    entries.map((e) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      action: e.action,
      objectType: e.object.type,
      objectId: e.object.id,
      objectLabel: e.object.label ?? '',
      changes: e.changes ?? {},
    })),
  )
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

/**
 * Every field of an object that came to be, each from null (a create): the same paths
 * `changedFields` names, so a new product's price is `variations.0.price`. Empty fields are left out.
 */
export function createdFields(after: unknown): Record<string, AuditChange> {
  return withoutEmpty(changedFields(blank(toJson(after)), after), 'after')
}

/** Every field of an object that is gone, each to null (a delete). Empty fields are left out. */
export function removedFields(before: unknown): Record<string, AuditChange> {
  return withoutEmpty(changedFields(before, blank(toJson(before))), 'before')
}

/** The same shape with every leaf null. */
function blank(value: Json): Json {
  if (Array.isArray(value)) return value.map(blank)
  if (isBranch(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blank(v)]))
  return null
}

function withoutEmpty(changes: Record<string, AuditChange>, side: 'before' | 'after') {
  return Object.fromEntries(Object.entries(changes).filter(([, change]) => change[side] !== ''))
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
