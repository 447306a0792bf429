CREATE TYPE "public"."milestone_kind" AS ENUM('dispatched', 'border_crossed', 'customs_cleared', 'out_for_delivery', 'delivered', 'delayed');--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_lines_shipment_id_order_item_id_unique" UNIQUE("shipment_id","order_item_id"),
	CONSTRAINT "shipment_lines_quantity_positive" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"kind" "milestone_kind" NOT NULL,
	"occurred_on" date NOT NULL,
	"place" text,
	"note" text,
	"delay_days" integer,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_milestones_delay_days" CHECK (case when "shipment_milestones"."kind" = 'delayed' then "shipment_milestones"."delay_days" between 1 and 90 else "shipment_milestones"."delay_days" is null end)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier" text,
	"dispatched_on" date NOT NULL,
	"planned_arrival" date,
	"estimated_arrival" date,
	"delivered_on" date,
	"late_emailed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_number_unique" UNIQUE("order_id","number"),
	CONSTRAINT "shipments_number_positive" CHECK ("shipments"."number" > 0),
	CONSTRAINT "shipments_tracking_number_not_blank" CHECK (btrim("shipments"."tracking_number") <> '')
);
--> statement-breakpoint
ALTER TABLE "destination_legs" ADD COLUMN "ends_with" "milestone_kind";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "milestones_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_milestones" ADD CONSTRAINT "shipment_milestones_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_milestones" ADD CONSTRAINT "shipment_milestones_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_lines_order_item_id_idx" ON "shipment_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "shipment_milestones_shipment_id_idx" ON "shipment_milestones" USING btree ("shipment_id","occurred_on","id");--> statement-breakpoint
CREATE INDEX "shipment_milestones_waiting_idx" ON "shipment_milestones" USING btree ("shipment_id") WHERE "shipment_milestones"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "shipments_tracking_number_idx" ON "shipments" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_delivered_on_estimated_arrival_idx" ON "shipments" USING btree ("delivered_on","estimated_arrival");--> statement-breakpoint
ALTER TABLE "destination_legs" ADD CONSTRAINT "destination_legs_ends_with_a_leg" CHECK ("destination_legs"."ends_with" not in ('dispatched', 'delayed'));--> statement-breakpoint
-- Every order already shipped leaves as one shipment of all its lines under its tracking number,
-- dispatched on the day it shipped, planned to arrive its quoted days later; a delivered one
-- arrived on the day it was received (docs/decisions/060-shipment-milestones.md). What happened
-- before this release was told by the order's own emails: nothing of it waits for a digest.
WITH shipped AS (
  SELECT o.id, o.tracking_number, o.shipped_at, (o.shipped_at AT TIME ZONE 'UTC')::date AS dispatched_on,
    (o.delivered_at AT TIME ZONE 'UTC')::date AS delivered_on, o.lead_days,
    (SELECT sum(l.days)::int FROM destination_legs l WHERE l.destination_id = o.destination_id) AS route_days
  FROM orders o WHERE o.status IN ('shipped', 'delivered', 'completed')
), estimated AS (
  SELECT s.*, CASE WHEN s.route_days IS NULL THEN NULL
    ELSE coalesce(s.delivered_on, s.dispatched_on + s.route_days) END AS estimated_arrival
  FROM shipped s
)
INSERT INTO "shipments" ("order_id", "number", "tracking_number", "dispatched_on", "planned_arrival",
  "estimated_arrival", "delivered_on", "late_emailed_at", "created_at", "updated_at")
SELECT e.id, 1, e.tracking_number, e.dispatched_on, e.dispatched_on + e.lead_days, e.estimated_arrival,
  e.delivered_on,
  CASE WHEN e.delivered_on IS NULL AND e.estimated_arrival < (now() AT TIME ZONE 'UTC')::date THEN now() END,
  e.shipped_at, e.shipped_at
FROM estimated e;
--> statement-breakpoint
INSERT INTO "shipment_lines" ("shipment_id", "order_item_id", "quantity")
SELECT s.id, i.id, i.quantity FROM shipments s JOIN order_items i ON i.order_id = s.order_id;
--> statement-breakpoint
INSERT INTO "shipment_milestones" ("shipment_id", "kind", "occurred_on", "recorded_at", "emailed_at")
SELECT s.id, 'dispatched'::milestone_kind, s.dispatched_on, s.created_at, now() FROM shipments s
UNION ALL
SELECT s.id, 'delivered'::milestone_kind, s.delivered_on, o.delivered_at, now()
FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.delivered_on IS NOT NULL;
