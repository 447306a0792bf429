CREATE TYPE "public"."alert_delivery" AS ENUM('off', 'instant', 'digest');--> statement-breakpoint
CREATE TYPE "public"."staff_alert_kind" AS ENUM('order_requested', 'quote_approved', 'proof_sent', 'buyer_message');--> statement-breakpoint
CREATE TABLE "staff_alert_settings" (
	"user_id" integer NOT NULL,
	"kind" "staff_alert_kind" NOT NULL,
	"delivery" "alert_delivery" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_alert_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "staff_digest_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_digest_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" "staff_alert_kind" NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_digests" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"items" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "staff_alert_settings" ADD CONSTRAINT "staff_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_digest_items" ADD CONSTRAINT "staff_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_digest_items" ADD CONSTRAINT "staff_digest_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_digests" ADD CONSTRAINT "staff_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_digest_items_user_id_id_idx" ON "staff_digest_items" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "staff_digest_items_order_id_idx" ON "staff_digest_items" USING btree ("order_id");