CREATE TYPE "public"."claim_reason" AS ENUM('not_received', 'damaged', 'not_as_described', 'short_quantity', 'late');--> statement-breakpoint
CREATE TYPE "public"."claim_remedy" AS ENUM('refund', 'partial_refund', 'replacement');--> statement-breakpoint
CREATE TYPE "public"."claim_state" AS ENUM('open', 'rejected', 'refunded', 'replaced');--> statement-breakpoint
CREATE TYPE "public"."escrow_entry_kind" AS ENUM('received', 'released', 'refunded', 'paid_out');--> statement-breakpoint
ALTER TYPE "public"."document_kind" ADD VALUE 'credit_note';--> statement-breakpoint
CREATE TABLE "claim_files" (
	"claim_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "claim_files_claim_id_file_id_pk" PRIMARY KEY("claim_id","file_id"),
	CONSTRAINT "claim_files_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "claim_lines" (
	"claim_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "claim_lines_claim_id_order_item_id_pk" PRIMARY KEY("claim_id","order_item_id"),
	CONSTRAINT "claim_lines_quantity_positive" CHECK ("claim_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"opened_by" integer,
	"reason" "claim_reason" NOT NULL,
	"remedy" "claim_remedy" NOT NULL,
	"description" text NOT NULL,
	"state" "claim_state" DEFAULT 'open' NOT NULL,
	"first_answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text,
	"refund_id" integer,
	"replacement_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_resolved_has_date" CHECK (("claims"."state" = 'open') = ("claims"."resolved_at" is null)),
	CONSTRAINT "claims_rejected_has_note" CHECK ("claims"."state" <> 'rejected' or "claims"."resolution_note" is not null),
	CONSTRAINT "claims_refunded_has_refund" CHECK (("claims"."state" = 'refunded') = ("claims"."refund_id" is not null)),
	CONSTRAINT "claims_replaced_has_order" CHECK (("claims"."state" = 'replaced') = ("claims"."replacement_order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "escrow_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "escrow_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "escrow_entry_kind" NOT NULL,
	"order_id" integer,
	"producer_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"occurred_on" date NOT NULL,
	"payment_id" integer,
	"refund_id" integer,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escrow_entries_amount_positive" CHECK ("escrow_entries"."amount" > 0),
	CONSTRAINT "escrow_entries_kind_shape" CHECK (case "escrow_entries"."kind"
        when 'received' then "escrow_entries"."order_id" is not null and "escrow_entries"."payment_id" is not null and "escrow_entries"."producer_id" is null and "escrow_entries"."refund_id" is null and "escrow_entries"."payout_id" is null
        when 'released' then "escrow_entries"."order_id" is not null and "escrow_entries"."payment_id" is null and "escrow_entries"."refund_id" is null and "escrow_entries"."payout_id" is null
        when 'refunded' then "escrow_entries"."order_id" is not null and "escrow_entries"."refund_id" is not null and "escrow_entries"."producer_id" is null and "escrow_entries"."payment_id" is null and "escrow_entries"."payout_id" is null
        else "escrow_entries"."order_id" is null and "escrow_entries"."producer_id" is not null and "escrow_entries"."payout_id" is not null and "escrow_entries"."payment_id" is null and "escrow_entries"."refund_id" is null end)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"producer_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"bank_reference" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"refunded_on" date NOT NULL,
	"bank_reference" text NOT NULL,
	"credit_note_id" integer NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "order_documents_order_id_kind_standing";--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD CONSTRAINT "escrow_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD CONSTRAINT "escrow_entries_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD CONSTRAINT "escrow_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD CONSTRAINT "escrow_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD CONSTRAINT "escrow_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_order_documents_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."order_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_lines_order_item_id_idx" ON "claim_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_one_open_per_order" ON "claims" USING btree ("order_id") WHERE "claims"."state" = 'open';--> statement-breakpoint
CREATE INDEX "claims_order_id_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "claims_open_created_at_idx" ON "claims" USING btree ("created_at") WHERE "claims"."state" = 'open';--> statement-breakpoint
CREATE INDEX "claims_state_created_at_idx" ON "claims" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "claims_opened_by_idx" ON "claims" USING btree ("opened_by");--> statement-breakpoint
CREATE INDEX "claims_resolved_by_idx" ON "claims" USING btree ("resolved_by");--> statement-breakpoint
CREATE INDEX "claims_refund_id_idx" ON "claims" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "claims_replacement_order_id_idx" ON "claims" USING btree ("replacement_order_id");--> statement-breakpoint
CREATE INDEX "escrow_entries_order_id_idx" ON "escrow_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "escrow_entries_producer_id_idx" ON "escrow_entries" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "escrow_entries_payment_id_idx" ON "escrow_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "escrow_entries_refund_id_idx" ON "escrow_entries" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "escrow_entries_payout_id_idx" ON "escrow_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payouts_producer_id_created_at_idx" ON "payouts" USING btree ("producer_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_created_at_idx" ON "payouts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payouts_recorded_by_idx" ON "payouts" USING btree ("recorded_by");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_credit_note_id_idx" ON "refunds" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "refunds_recorded_by_idx" ON "refunds" USING btree ("recorded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_order_id_kind_standing" ON "order_documents" USING btree ("order_id","kind") WHERE "order_documents"."superseded_at" is null and "order_documents"."kind" in ('proforma_invoice', 'commercial_invoice', 'packing_list');--> statement-breakpoint
-- The escrow ledger is append-only (docs/decisions/043-escrow-ledger.md): no statement may change or remove a row.
CREATE FUNCTION "escrow_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'escrow_entries is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "escrow_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "escrow_entries"
  FOR EACH ROW EXECUTE FUNCTION "escrow_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "escrow_entries_no_truncate" BEFORE TRUNCATE ON "escrow_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "escrow_entries_append_only"();--> statement-breakpoint
-- After every row: the order it names holds received − released − refunded ≥ 0, and the supplier
-- it names is owed released − paid out ≥ 0. The order's (or supplier's) row is locked first, so
-- entries for the same one are summed one transaction after another, each seeing the last.
CREATE FUNCTION "escrow_entries_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance numeric;
BEGIN
  IF NEW.order_id IS NOT NULL THEN
    PERFORM 1 FROM orders WHERE id = NEW.order_id FOR NO KEY UPDATE;
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
      FROM escrow_entries WHERE producer_id = NEW.producer_id;
    IF balance < 0 THEN
      RAISE EXCEPTION 'supplier % would be owed %', NEW.producer_id, balance
        USING ERRCODE = 'check_violation', CONSTRAINT = 'escrow_entries_supplier_owed_not_negative';
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "escrow_entries_balanced" AFTER INSERT ON "escrow_entries"
  FOR EACH ROW EXECUTE FUNCTION "escrow_entries_balance"();--> statement-breakpoint
-- Money received before the ledger: held, as everything received is until released or refunded.
INSERT INTO "escrow_entries" ("kind", "order_id", "amount", "occurred_on", "payment_id", "created_at")
  SELECT 'received', "order_id", "amount", "received_on", "id", "created_at" FROM "payments" ORDER BY "id";
