-- The audit trail names accounts and contact messages by id alone (docs/decisions/032-staff-roles-and-audit-trail.md):
-- the labels written before that rule held an email or a message's subject. This migration, and
-- no statement of the application, lifts the append-only trigger for the one update that
-- redacts them, inside the migration's transaction.
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_no_update_or_delete";--> statement-breakpoint
UPDATE "audit_events" SET "object_label" = '' WHERE "object_type" IN ('customer', 'staff', 'contact_message') AND "object_label" <> '';--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_no_update_or_delete";
