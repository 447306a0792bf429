ALTER TABLE "orders" ADD COLUMN "approval_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_requested_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "accepted_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approval_requested_by_users_id_fk" FOREIGN KEY ("approval_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approval_request_whole" CHECK (("orders"."approval_requested_at" is null) = ("orders"."approval_reason" is null)
        and "orders"."approval_reason" in ('threshold', 'monthly_limit'));--> statement-breakpoint
-- Before companies, whoever approved a quote or accepted an offer was the buyer who placed it.
UPDATE "orders" SET "approved_by" = "user_id" WHERE "approved_at" IS NOT NULL;--> statement-breakpoint
UPDATE "rfqs" SET "accepted_by" = "user_id" WHERE "status" = 'accepted';
