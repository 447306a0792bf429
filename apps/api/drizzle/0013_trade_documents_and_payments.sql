CREATE TYPE "public"."document_kind" AS ENUM('proforma_invoice', 'commercial_invoice', 'packing_list');--> statement-breakpoint
CREATE TYPE "public"."incoterm" AS ENUM('EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('unpaid', 'proof_sent', 'partially_paid', 'paid');--> statement-breakpoint
CREATE TYPE "public"."proof_state" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" "document_kind" NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_counters_positive" CHECK ("document_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" "document_kind" NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"language" "locale" NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "order_documents_order_id_kind_unique" UNIQUE("order_id","kind"),
	CONSTRAINT "order_documents_kind_year_sequence_unique" UNIQUE("kind","year","sequence")
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"state" "proof_state" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proofs_rejected_has_reason" CHECK (("payment_proofs"."state" = 'rejected') = ("payment_proofs"."rejection_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"received_on" date NOT NULL,
	"proof_id" integer,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"uploaded_by" integer,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_positive" CHECK ("stored_files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"currency" text PRIMARY KEY NOT NULL,
	"beneficiary" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text DEFAULT '' NOT NULL,
	"account_number" text NOT NULL,
	"swift" text NOT NULL,
	"intermediary" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_currency_code" CHECK ("bank_accounts"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "seller_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"tax_id" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_profile_one_row" CHECK ("seller_profile"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "incoterm" "incoterm";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "incoterm_place" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_valid_until" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" "payment_state" DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_override_reason" text;--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "net_weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "gross_weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_country" text DEFAULT 'IR' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_proof_id_payment_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."payment_proofs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_documents_order_id_idx" ON "order_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_proofs_order_id_idx" ON "payment_proofs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_proofs_file_id_idx" ON "payment_proofs" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "payment_proofs_pending_idx" ON "payment_proofs" USING btree ("created_at") WHERE "payment_proofs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_proof_id_idx" ON "payments" USING btree ("proof_id");--> statement-breakpoint
CREATE INDEX "payments_recorded_by_idx" ON "payments" USING btree ("recorded_by");--> statement-breakpoint
CREATE INDEX "stored_files_order_id_idx" ON "stored_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_idx" ON "stored_files" USING btree ("uploaded_by");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_paid_matches_state" CHECK (case "orders"."payment_state"
        when 'unpaid' then "orders"."amount_paid" = 0
        when 'partially_paid' then "orders"."amount_paid" > 0 and "orders"."amount_paid" < "orders"."total_price" + coalesce("orders"."shipping_price", 0)
        when 'paid' then "orders"."amount_paid" = "orders"."total_price" + coalesce("orders"."shipping_price", 0)
        else "orders"."amount_paid" >= 0 and "orders"."amount_paid" < "orders"."total_price" + coalesce("orders"."shipping_price", 0) end);--> statement-breakpoint
-- Orders shipped before payments were recorded in the shop keep their status: the reason says why.
UPDATE "orders" SET "payment_override_reason" = 'Shipped before payments were recorded in the shop' WHERE "status" IN ('shipped', 'delivered', 'completed');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_paid_or_excused" CHECK ("orders"."status" not in ('shipped', 'delivered', 'completed') or "orders"."payment_state" = 'paid' or "orders"."payment_override_reason" is not null);--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_weights_positive" CHECK ("product_variations"."net_weight_kg" > 0 and "product_variations"."gross_weight_kg" > 0);--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_gross_not_below_net" CHECK ("product_variations"."gross_weight_kg" >= "product_variations"."net_weight_kg");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hs_code_digits" CHECK ("products"."hs_code" ~ '^[0-9]{6,10}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_origin_country_code" CHECK ("products"."origin_country" ~ '^[A-Z]{2}$');