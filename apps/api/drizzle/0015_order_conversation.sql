CREATE TABLE "order_message_files" (
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "order_message_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id"),
	CONSTRAINT "order_message_files_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"author_id" integer,
	"author_role" "order_actor_role" NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_messages_author_role" CHECK ("order_messages"."author_role" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "order_thread_notices" (
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_thread_notices_order_id_user_id_pk" PRIMARY KEY("order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "order_thread_reads" (
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer NOT NULL,
	CONSTRAINT "order_thread_reads_order_id_user_id_pk" PRIMARY KEY("order_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "order_message_files" ADD CONSTRAINT "order_message_files_message_id_order_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."order_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message_files" ADD CONSTRAINT "order_message_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_thread_notices" ADD CONSTRAINT "order_thread_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_thread_notices" ADD CONSTRAINT "order_thread_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_thread_reads" ADD CONSTRAINT "order_thread_reads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_thread_reads" ADD CONSTRAINT "order_thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_order_id_id_idx" ON "order_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_messages_author_id_idx" ON "order_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "order_thread_notices_user_id_idx" ON "order_thread_notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_thread_reads_user_id_idx" ON "order_thread_reads" USING btree ("user_id");