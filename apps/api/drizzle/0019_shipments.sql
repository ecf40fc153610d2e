CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"step" text DEFAULT 'create' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"courier" text,
	"awb" text,
	"tracking_url" text,
	"label_url" text,
	"manifest_url" text,
	"expected_date" text,
	"last_error" text,
	"outcome_unknown" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ndr_reason" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"out_for_delivery_mailed_at" timestamp with time zone,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_provider_valid" CHECK ("shipments"."provider" IN ('shiprocket', 'sandbox', 'manual')),
	CONSTRAINT "shipments_state_valid" CHECK ("shipments"."state" IN ('pending', 'booked', 'failed', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed_attempt', 'rto', 'returned')),
	CONSTRAINT "shipments_step_valid" CHECK ("shipments"."step" IN ('create', 'awb', 'label', 'pickup', 'track', 'reattempt', 'return', 'done'))
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"shipment_id" text NOT NULL,
	"awb" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"location" text,
	"detail" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_status_valid" CHECK ("shipment_events"."status" IN ('picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed_attempt', 'rto')),
	CONSTRAINT "shipment_events_source_valid" CHECK ("shipment_events"."source" IN ('webhook', 'poll', 'sandbox', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_key" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_key" ON "shipments" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "shipments_due_idx" ON "shipments" USING btree ("next_attempt_at") WHERE "shipments"."step" <> 'done' AND "shipments"."state" <> 'failed';--> statement-breakpoint
CREATE INDEX "shipments_state_idx" ON "shipments" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_key" ON "shipment_events" USING btree ("awb","status","at");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","at");
