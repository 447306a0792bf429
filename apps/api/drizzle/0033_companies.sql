CREATE TYPE "public"."company_role" AS ENUM('owner', 'buyer', 'approver', 'finance', 'viewer');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"legal_name" text,
	"tax_id" text DEFAULT '' NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"legal_address" text DEFAULT '' NOT NULL,
	"country" text,
	"approval_threshold" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_approval_threshold_positive" CHECK ("companies"."approval_threshold" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" "company_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "company_role" NOT NULL,
	"monthly_limit" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_members_monthly_limit_not_negative" CHECK ("company_members"."monthly_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_sessions" (
	"family_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "shipping_addresses_default_shipping_unique";--> statement-breakpoint
DROP INDEX "shipping_addresses_default_billing_unique";--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "company_id" integer;--> statement-breakpoint
-- Every buyer becomes the owner of a company of one, numbered as the account is, and keeps what
-- it had: its orders, RFQs and addresses become the company's, its sessions act for it
-- (docs/decisions/056-companies-are-the-buyer.md). A staff account gets one only if it bought.
INSERT INTO "companies" ("id", "tax_id", "created_at", "updated_at") OVERRIDING SYSTEM VALUE
  SELECT u."id", u."tax_id", u."created_at", u."created_at" FROM "users" u
  WHERE NOT u."is_staff"
    OR EXISTS (SELECT 1 FROM "orders" o WHERE o."user_id" = u."id")
    OR EXISTS (SELECT 1 FROM "rfqs" r WHERE r."user_id" = u."id")
    OR EXISTS (SELECT 1 FROM "shipping_addresses" a WHERE a."user_id" = u."id");--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('companies', 'id'), coalesce((SELECT max("id") FROM "companies"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "company_members" ("company_id", "user_id", "role", "created_at", "updated_at")
  SELECT c."id", c."id", 'owner', c."created_at", c."created_at" FROM "companies" c;--> statement-breakpoint
INSERT INTO "company_sessions" ("family_id", "user_id", "company_id")
  SELECT DISTINCT r."family_id", r."user_id", r."user_id" FROM "refresh_tokens" r
  JOIN "companies" c ON c."id" = r."user_id";--> statement-breakpoint
UPDATE "shipping_addresses" SET "company_id" = "user_id";--> statement-breakpoint
UPDATE "orders" SET "company_id" = "user_id";--> statement-breakpoint
UPDATE "rfqs" SET "company_id" = "user_id";--> statement-breakpoint
ALTER TABLE "shipping_addresses" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sessions" ADD CONSTRAINT "company_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sessions" ADD CONSTRAINT "company_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_waiting_unique" ON "company_invitations" USING btree ("company_id",lower("email")) WHERE "company_invitations"."accepted_at" is null and "company_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "company_members_user_id_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_sessions_company_id_user_id_idx" ON "company_sessions" USING btree ("company_id","user_id");--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_addresses_company_id_idx" ON "shipping_addresses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "orders_company_id_created_at_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rfqs_company_id_created_at_idx" ON "rfqs" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_default_shipping_unique" ON "shipping_addresses" USING btree ("company_id") WHERE "shipping_addresses"."is_default_shipping";--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_default_billing_unique" ON "shipping_addresses" USING btree ("company_id") WHERE "shipping_addresses"."is_default_billing";