DROP INDEX "product_search_document_trgm_idx";--> statement-breakpoint
DROP INDEX "product_search_english_fts_idx";--> statement-breakpoint
DROP INDEX "product_search_russian_fts_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (to_tsvector(case locale when 'en' then 'english'::regconfig when 'ru' then 'russian'::regconfig else 'simple'::regconfig end, document)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_words_idx" ON "product_search" USING gin ("words");