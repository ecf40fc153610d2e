CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "credit_note_counters_last_valid" CHECK ("credit_note_counters"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text,
	"attempt_id" text,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" text,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"outcome_unknown" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_by_user_id" text,
	"credit_note_seq" integer,
	"credit_note_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_valid" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_method_valid" CHECK ("refunds"."method" IN ('provider', 'upi', 'bank_transfer', 'cash')),
	CONSTRAINT "refunds_created_by_valid" CHECK ("refunds"."created_by" IN ('customer', 'admin', 'system')),
	CONSTRAINT "refunds_of_something" CHECK ("refunds"."order_id" IS NOT NULL OR "refunds"."attempt_id" IS NOT NULL),
	CONSTRAINT "refunds_manual_has_reference" CHECK ("refunds"."method" = 'provider' OR "refunds"."reference" IS NOT NULL),
	CONSTRAINT "refunds_provider_has_payment" CHECK ("refunds"."method" <> 'provider' OR "refunds"."payment_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'pending' AND "refunds"."method" = 'provider';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_number_key" ON "refunds" USING btree ("credit_note_number");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_credit_note_key" ON "refunds" USING btree ("order_id","credit_note_seq");