ALTER TABLE "orders" DROP CONSTRAINT "orders_amount_paid_matches_state";--> statement-breakpoint
ALTER TABLE "escrow_entries" ALTER COLUMN "amount" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "amount" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_paid" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_paid" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_rate_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_total_price" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_shipping_price" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD CONSTRAINT "escrow_entries_currency_known" CHECK ("escrow_entries"."currency" in ('USD', 'EUR', 'RUB', 'AMD', 'GEL', 'AED', 'CNY', 'TRY'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_currency_known" CHECK ("payouts"."currency" in ('USD', 'EUR', 'RUB', 'AMD', 'GEL', 'AED', 'CNY', 'TRY'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_settlement_currency_known" CHECK ("orders"."settlement_currency" in ('USD', 'EUR', 'RUB', 'AMD', 'GEL', 'AED', 'CNY', 'TRY'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_settlement_shape" CHECK (case when "orders"."settlement_currency" = 'USD' then "orders"."settlement_rate" = 1 and "orders"."settlement_rate_on" is null
          and "orders"."settlement_total_price" is null and "orders"."settlement_shipping_price" is null
        else "orders"."settlement_rate" > 0 and "orders"."settlement_rate_on" is not null
          and "orders"."settlement_total_price" >= 0 and "orders"."settlement_shipping_price" >= 0 end);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_paid_matches_state" CHECK (case "orders"."payment_state"
        when 'unpaid' then "orders"."amount_paid" = 0
        when 'partially_paid' then "orders"."amount_paid" > 0 and "orders"."amount_paid" < coalesce("orders"."settlement_total_price", "orders"."total_price") + coalesce("orders"."settlement_shipping_price", "orders"."shipping_price", 0)
        when 'paid' then "orders"."amount_paid" = coalesce("orders"."settlement_total_price", "orders"."total_price") + coalesce("orders"."settlement_shipping_price", "orders"."shipping_price", 0)
        else "orders"."amount_paid" >= 0 and "orders"."amount_paid" < coalesce("orders"."settlement_total_price", "orders"."total_price") + coalesce("orders"."settlement_shipping_price", "orders"."shipping_price", 0) end);--> statement-breakpoint
-- The escrow ledger in settlement currencies (docs/decisions/046-settlement-currency.md): an
-- order's rows are in its settlement currency, and a supplier is owed released − paid out ≥ 0 in
-- each currency apart.
CREATE OR REPLACE FUNCTION "escrow_entries_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance numeric;
  settled text;
BEGIN
  IF NEW.order_id IS NOT NULL THEN
    SELECT settlement_currency INTO settled FROM orders WHERE id = NEW.order_id FOR NO KEY UPDATE;
    IF settled IS DISTINCT FROM NEW.currency THEN
      RAISE EXCEPTION 'order % is settled in %, not %', NEW.order_id, settled, NEW.currency
        USING ERRCODE = 'check_violation', CONSTRAINT = 'escrow_entries_order_currency';
    END IF;
    SELECT coalesce(sum(CASE WHEN kind = 'received' THEN amount ELSE -amount END), 0) INTO balance
      FROM escrow_entries WHERE order_id = NEW.order_id;
    IF balance < 0 THEN
      RAISE EXCEPTION 'order % would hold %', NEW.order_id, balance
        USING ERRCODE = 'check_violation', CONSTRAINT = 'escrow_entries_order_holds_not_negative';
    END IF;
  END IF;
  IF NEW.producer_id IS NOT NULL THEN
    PERFORM 1 FROM producers WHERE id = NEW.producer_id FOR NO KEY UPDATE;
    SELECT coalesce(sum(CASE WHEN kind = 'released' THEN amount ELSE -amount END), 0) INTO balance
      FROM escrow_entries WHERE producer_id = NEW.producer_id AND currency = NEW.currency;
    IF balance < 0 THEN
      RAISE EXCEPTION 'supplier % would be owed % %', NEW.producer_id, balance, NEW.currency
        USING ERRCODE = 'check_violation', CONSTRAINT = 'escrow_entries_supplier_owed_not_negative';
    END IF;
  END IF;
  RETURN NULL;
END
$$;
