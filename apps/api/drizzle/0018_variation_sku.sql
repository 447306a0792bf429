ALTER TABLE "product_variations" ADD COLUMN "sku" text;--> statement-breakpoint
UPDATE "product_variations" v SET "sku" = 'P' || v."product_id" || '-V' || v."id"
  FROM "products" p WHERE p."id" = v."product_id" AND p."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variations_sku_lower_unique" ON "product_variations" USING btree (lower("sku"));
