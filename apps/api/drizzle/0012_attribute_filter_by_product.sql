-- Each variation's attribute values name the variation's product too (docs/decisions/026): filled
-- from product_variations, then kept equal to it by the (variation, product) key.
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_id_product_id_unique" UNIQUE("id","product_id");--> statement-breakpoint
ALTER TABLE "variation_attribute_values" ADD COLUMN "product_id" integer;--> statement-breakpoint
UPDATE "variation_attribute_values" AS vav SET "product_id" = v."product_id" FROM "product_variations" AS v WHERE v."id" = vav."product_variation_id";--> statement-breakpoint
ALTER TABLE "variation_attribute_values" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "variation_attribute_values" DROP CONSTRAINT "variation_attribute_values_product_variation_id_fk";--> statement-breakpoint
ALTER TABLE "variation_attribute_values" ADD CONSTRAINT "variation_attribute_values_variation_product_fk" FOREIGN KEY ("product_variation_id","product_id") REFERENCES "public"."product_variations"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "variation_attribute_values_attribute_value_id_idx";--> statement-breakpoint
CREATE INDEX "variation_attribute_values_value_product_idx" ON "variation_attribute_values" USING btree ("attribute_value_id","product_id","product_variation_id");
