CREATE TABLE "variation_image_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variation_image_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variation_image_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"alt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variation_image_translations_image_id_locale_unique" UNIQUE("variation_image_id","locale"),
	CONSTRAINT "variation_image_translations_alt_not_blank" CHECK (btrim("variation_image_translations"."alt") <> '')
);
--> statement-breakpoint
ALTER TABLE "variation_image_translations" ADD CONSTRAINT "variation_image_translations_variation_image_id_variation_images_id_fk" FOREIGN KEY ("variation_image_id") REFERENCES "public"."variation_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A text kept so far stays as the English one, unless it only repeated the product's English
-- name (the demo seed wrote that): without it every language reads the name in its own words.
INSERT INTO "variation_image_translations" ("variation_image_id", "locale", "alt")
SELECT i."id", 'en', btrim(i."alt")
FROM "variation_images" i
JOIN "product_variations" v ON v."id" = i."product_variation_id"
LEFT JOIN "product_translations" t ON t."product_id" = v."product_id" AND t."locale" = 'en'
WHERE btrim(i."alt") <> '' AND btrim(i."alt") IS DISTINCT FROM t."name";--> statement-breakpoint
ALTER TABLE "variation_images" DROP COLUMN "alt";