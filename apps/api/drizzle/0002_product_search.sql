CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"document" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_search_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_trgm_idx" ON "product_search" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_english_fts_idx" ON "product_search" USING gin (to_tsvector('english'::regconfig, "document")) WHERE "product_search"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "product_search_russian_fts_idx" ON "product_search" USING gin (to_tsvector('russian'::regconfig, "document")) WHERE "product_search"."locale" = 'ru';