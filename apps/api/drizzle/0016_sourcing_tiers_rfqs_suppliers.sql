CREATE TYPE "public"."rfq_status" AS ENUM('open', 'offered', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."rfq_unit" AS ENUM('piece', 'kg', 'tonne', 'litre', 'square_metre', 'cubic_metre', 'container');--> statement-breakpoint
CREATE TYPE "public"."verification_kind" AS ENUM('business_licence', 'export_licence', 'site_visit');--> statement-breakpoint
CREATE TABLE "variation_price_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variation_price_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_variation_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variation_price_tiers_variation_min_quantity_unique" UNIQUE("product_variation_id","min_quantity"),
	CONSTRAINT "variation_price_tiers_min_quantity_above_one" CHECK ("variation_price_tiers"."min_quantity" >= 2),
	CONSTRAINT "variation_price_tiers_price_not_negative" CHECK ("variation_price_tiers"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rfq_files" (
	"rfq_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "rfq_files_rfq_id_file_id_pk" PRIMARY KEY("rfq_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfq_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rfq_id" integer NOT NULL,
	"product_variation_id" integer,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"shipping_price" numeric(12, 2) NOT NULL,
	"incoterm" "incoterm" NOT NULL,
	"incoterm_place" text NOT NULL,
	"valid_until" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_offers_quantity_positive" CHECK ("rfq_offers"."quantity" > 0),
	CONSTRAINT "rfq_offers_prices_not_negative" CHECK ("rfq_offers"."unit_price" >= 0 and "rfq_offers"."shipping_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rfq_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" "rfq_status" DEFAULT 'open' NOT NULL,
	"product_id" integer,
	"product_variation_id" integer,
	"category_id" integer,
	"title" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"unit" "rfq_unit" NOT NULL,
	"target_price" numeric(12, 2),
	"destination_id" integer NOT NULL,
	"needed_by" date,
	"language" "locale" DEFAULT 'en' NOT NULL,
	"decline_reason" text,
	"answered_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfqs_rfq_number_unique" UNIQUE("rfq_number"),
	CONSTRAINT "rfqs_quantity_positive" CHECK ("rfqs"."quantity" > 0),
	CONSTRAINT "rfqs_target_price_not_negative" CHECK ("rfqs"."target_price" >= 0),
	CONSTRAINT "rfqs_title_not_blank" CHECK (btrim("rfqs"."title") <> ''),
	CONSTRAINT "rfqs_declined_has_reason" CHECK ("rfqs"."status" <> 'declined' or "rfqs"."decline_reason" is not null),
	CONSTRAINT "rfqs_accepted_has_order" CHECK (("rfqs"."status" = 'accepted') = ("rfqs"."order_id" is not null)),
	CONSTRAINT "rfqs_answered_when_offered" CHECK ("rfqs"."status" not in ('offered', 'accepted', 'declined') or "rfqs"."answered_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "producer_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "producer_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"producer_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name" text NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producer_certificates_name_not_blank" CHECK (btrim("producer_certificates"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "producer_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "producer_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"producer_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producer_translations_producer_id_locale_unique" UNIQUE("producer_id","locale")
);
--> statement-breakpoint
CREATE TABLE "producer_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "producer_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"producer_id" integer NOT NULL,
	"kind" "verification_kind" NOT NULL,
	"verified_on" date NOT NULL,
	"verified_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producer_verifications_producer_id_kind_unique" UNIQUE("producer_id","kind")
);
--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "producers" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lowest_price" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- No product has tiers yet: its lowest price is its price.
UPDATE "products" SET "lowest_price" = "price";--> statement-breakpoint
-- The stored cards gain the price tiers: they are built again at the next start (product-cards.ts).
DELETE FROM "product_cards";--> statement-breakpoint
ALTER TABLE "variation_price_tiers" ADD CONSTRAINT "variation_price_tiers_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_files" ADD CONSTRAINT "rfq_files_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_files" ADD CONSTRAINT "rfq_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD CONSTRAINT "rfq_offers_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD CONSTRAINT "rfq_offers_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD CONSTRAINT "rfq_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_certificates" ADD CONSTRAINT "producer_certificates_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_certificates" ADD CONSTRAINT "producer_certificates_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_translations" ADD CONSTRAINT "producer_translations_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_verifications" ADD CONSTRAINT "producer_verifications_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_verifications" ADD CONSTRAINT "producer_verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_files_file_id_idx" ON "rfq_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "rfq_offers_rfq_id_id_idx" ON "rfq_offers" USING btree ("rfq_id","id");--> statement-breakpoint
CREATE INDEX "rfqs_user_id_created_at_idx" ON "rfqs" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rfqs_status_created_at_idx" ON "rfqs" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rfqs_created_at_idx" ON "rfqs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rfqs_product_id_idx" ON "rfqs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "rfqs_order_id_idx" ON "rfqs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "producer_certificates_producer_id_idx" ON "producer_certificates" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "producer_certificates_file_id_idx" ON "producer_certificates" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "products_lowest_price_idx" ON "products" USING btree ("lowest_price");--> statement-breakpoint
ALTER TABLE "producers" ADD CONSTRAINT "producers_founded_year_plausible" CHECK ("producers"."founded_year" between 1800 and 2100);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lowest_price_within_price" CHECK ("products"."lowest_price" >= 0 and "products"."lowest_price" <= "products"."price");