import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The audit trail (docs/product.md#audit-trail): one row per staff write, inserted in the write's
 * own transaction. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0017),
 * and no route writes it but `recordAudit`. The actor is kept by id and email as they were, with
 * no foreign key, so that the trail outlives the account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    // What was done, as `<object type>.<verb>`: `order.quote`, `product.update`, `review.hide`…
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    // How the object was called when it changed (an order number, a product's English name).
    objectLabel: text('object_label').notNull().default(''),
    // Each changed field: { "<field>": { "before": …, "after": … } }.
    changes: jsonb('changes').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_events_object_idx').on(t.objectType, t.objectId, t.id.desc()),
    index('audit_events_actor_idx').on(t.actorId, t.id.desc()),
    index('audit_events_action_idx').on(t.action, t.id.desc()),
  ],
)

export type AuditEvent = typeof auditEvents.$inferSelect
