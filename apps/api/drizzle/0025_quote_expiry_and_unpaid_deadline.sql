ALTER TABLE "order_documents" DROP CONSTRAINT "order_documents_order_id_kind_unique";--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unpaid_warning_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_order_id_kind_standing" ON "order_documents" USING btree ("order_id","kind") WHERE "order_documents"."superseded_at" is null;