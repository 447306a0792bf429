-- Search reads one language's rows at a time: product_search becomes partitioned by locale, keeps
-- only the words of each document (no document text), gains the words of the name for ranking,
-- and holds visible products only. search_lexicon lists every word, for typo tolerance
-- (docs/decisions/012). Edited by hand from drizzle-kit's output: drizzle cannot declare
-- partitions, so the schema file describes the parent table.
-- Copying a large catalogue's search rows takes longer than the pool's statement timeout;
-- migrations run in one transaction, so this lifts it for the rest of it only.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE TABLE "product_search_next" (
	"product_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"words" "tsvector" NOT NULL,
	"name_words" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_search_next_pk" PRIMARY KEY("product_id","locale")
) PARTITION BY LIST ("locale");
--> statement-breakpoint
CREATE TABLE "product_search_en" PARTITION OF "product_search_next" FOR VALUES IN ('en');--> statement-breakpoint
CREATE TABLE "product_search_ru" PARTITION OF "product_search_next" FOR VALUES IN ('ru');--> statement-breakpoint
CREATE TABLE "product_search_hy" PARTITION OF "product_search_next" FOR VALUES IN ('hy');--> statement-breakpoint
CREATE TABLE "product_search_fa" PARTITION OF "product_search_next" FOR VALUES IN ('fa');--> statement-breakpoint
INSERT INTO "product_search_next" ("product_id", "locale", "name", "words", "name_words", "created_at", "updated_at")
SELECT ps."product_id", ps."locale", ps."name", ps."words",
	to_tsvector(CASE ps."locale" WHEN 'en' THEN 'english'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'simple'::regconfig END, ps."name"),
	ps."created_at", ps."updated_at"
FROM "product_search" ps
JOIN "products" p ON p."id" = ps."product_id" AND p."is_active" AND p."deleted_at" IS NULL;
--> statement-breakpoint
DROP TABLE "product_search";--> statement-breakpoint
ALTER TABLE "product_search_next" RENAME TO "product_search";--> statement-breakpoint
ALTER TABLE "product_search" RENAME CONSTRAINT "product_search_next_pk" TO "product_search_pk";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_words_idx" ON "product_search" USING gin ("words");--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"locale" "locale" NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_lexicon_pk" PRIMARY KEY("locale","word")
) PARTITION BY LIST ("locale");
--> statement-breakpoint
CREATE TABLE "search_lexicon_en" PARTITION OF "search_lexicon" FOR VALUES IN ('en');--> statement-breakpoint
CREATE TABLE "search_lexicon_ru" PARTITION OF "search_lexicon" FOR VALUES IN ('ru');--> statement-breakpoint
CREATE TABLE "search_lexicon_hy" PARTITION OF "search_lexicon" FOR VALUES IN ('hy');--> statement-breakpoint
CREATE TABLE "search_lexicon_fa" PARTITION OF "search_lexicon" FOR VALUES IN ('fa');--> statement-breakpoint
-- Words with digits (sizes, years, ids) and words shorter than three letters have no typos worth forgiving.
INSERT INTO "search_lexicon" ("locale", "word")
SELECT DISTINCT ps."locale", w.word FROM "product_search" ps, unnest(tsvector_to_array(ps."words")) w(word)
WHERE length(w.word) >= 3 AND w.word !~ '[0-9]';
--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- A product that is hidden or deleted leaves search at once, whoever hides it; showing it again
-- goes through reindexProduct, which writes its rows anew.
CREATE FUNCTION "product_search_forget_hidden"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (NEW."is_active" AND NEW."deleted_at" IS NULL) THEN
    DELETE FROM "product_search" WHERE "product_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_forget_hidden_in_search" AFTER UPDATE OF "is_active", "deleted_at" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "product_search_forget_hidden"();
