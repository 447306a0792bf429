ALTER TYPE "public"."order_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_quoted_has_shipping_price";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" "order_actor_role";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_has_date_and_actor" CHECK (("orders"."status"::text = 'cancelled') = ("orders"."cancelled_at" is not null and "orders"."cancelled_by" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quoted_has_shipping_price" CHECK ("orders"."status" = 'pending_shipping' or "orders"."shipping_price" is not null or ("orders"."status"::text = 'cancelled' and "orders"."quoted_at" is null));