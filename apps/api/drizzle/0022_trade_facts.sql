ALTER TABLE "order_items" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "net_weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gross_weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD COLUMN "net_weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD COLUMN "gross_weight_kg" numeric(10, 3);--> statement-breakpoint
-- A recorded check holds as long as one recorded now without a stated expiry would: a licence a
-- year after it was checked, a visit two (docs/decisions/037).
ALTER TABLE "producer_verifications" ADD COLUMN "expires_on" date;--> statement-breakpoint
UPDATE "producer_verifications" SET "expires_on" = ("verified_on"
  + CASE WHEN "kind" = 'site_visit' THEN interval '2 years' ELSE interval '1 year' END)::date;--> statement-breakpoint
ALTER TABLE "producer_verifications" ALTER COLUMN "expires_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_hs_code_digits" CHECK ("order_items"."hs_code" ~ '^[0-9]{6,10}$');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_origin_country_code" CHECK ("order_items"."origin_country" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_weights_positive" CHECK ("order_items"."net_weight_kg" > 0 and "order_items"."gross_weight_kg" > 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gross_not_below_net" CHECK ("order_items"."gross_weight_kg" >= "order_items"."net_weight_kg");--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD CONSTRAINT "rfq_offers_hs_code_digits" CHECK ("rfq_offers"."hs_code" ~ '^[0-9]{6,10}$');--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD CONSTRAINT "rfq_offers_origin_country_code" CHECK ("rfq_offers"."origin_country" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD CONSTRAINT "rfq_offers_weights_positive" CHECK ("rfq_offers"."net_weight_kg" > 0 and "rfq_offers"."gross_weight_kg" > 0);--> statement-breakpoint
ALTER TABLE "rfq_offers" ADD CONSTRAINT "rfq_offers_gross_not_below_net" CHECK ("rfq_offers"."gross_weight_kg" >= "rfq_offers"."net_weight_kg");--> statement-breakpoint
ALTER TABLE "producer_verifications" ADD CONSTRAINT "producer_verifications_expiry_after_check" CHECK ("producer_verifications"."expires_on" > "producer_verifications"."verified_on");--> statement-breakpoint
-- The verified mark follows the checks: a supplier marked verified without both licences checked
-- and unexpired loses the mark (no check is invented for it), one with them gains it. Emptied,
-- the product cards are built again at the start with the marks as they now are.
WITH "changed" AS (
  UPDATE "producers" pr SET "is_verified" = NOT pr."is_verified", "updated_at" = now()
  WHERE pr."is_verified" IS DISTINCT FROM ((SELECT count(DISTINCT v."kind") FROM "producer_verifications" v
    WHERE v."producer_id" = pr."id" AND v."kind" IN ('business_licence', 'export_licence')
      AND v."expires_on" >= (now() AT TIME ZONE 'UTC')::date) = 2)
  RETURNING pr."id"
)
DELETE FROM "product_cards" WHERE EXISTS (SELECT 1 FROM "changed");
