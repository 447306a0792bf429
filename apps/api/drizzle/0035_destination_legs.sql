CREATE TABLE "destination_leg_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destination_leg_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"leg_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destination_leg_translations_leg_id_locale_unique" UNIQUE("leg_id","locale")
);
--> statement-breakpoint
CREATE TABLE "destination_legs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destination_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"destination_id" integer NOT NULL,
	"position" integer NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destination_legs_days_range" CHECK ("destination_legs"."days" between 0 and 90)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lead_days" integer;--> statement-breakpoint
ALTER TABLE "destination_leg_translations" ADD CONSTRAINT "destination_leg_translations_leg_id_destination_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."destination_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_legs" ADD CONSTRAINT "destination_legs_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destination_legs_destination_id_idx" ON "destination_legs" USING btree ("destination_id","position");