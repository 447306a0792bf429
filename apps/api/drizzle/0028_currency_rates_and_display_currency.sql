CREATE TABLE "currency_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"units_per_usd" numeric(18, 6) NOT NULL,
	"effective_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_currency_known" CHECK ("currency_rates"."currency" in ('EUR', 'RUB', 'AMD', 'GEL', 'AED', 'CNY', 'TRY')),
	CONSTRAINT "currency_rates_rate_positive" CHECK ("currency_rates"."units_per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_currency" text;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currency_rates_in_force_idx" ON "currency_rates" USING btree ("currency","effective_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "currency_rates_created_by_idx" ON "currency_rates" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_currency_known" CHECK ("users"."display_currency" in ('USD', 'EUR', 'RUB', 'AMD', 'GEL', 'AED', 'CNY', 'TRY'));