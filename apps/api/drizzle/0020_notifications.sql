CREATE TABLE "notification_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"phone" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_consents_channel_valid" CHECK ("notification_consents"."channel" IN ('none', 'whatsapp', 'sms')),
	CONSTRAINT "notification_consents_phone_given" CHECK ("notification_consents"."channel" = 'none' OR "notification_consents"."phone" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "notification_consent_log" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"phone" text,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"template" text NOT NULL,
	"variables" jsonb NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_ref" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "order_updates_status_valid" CHECK ("order_updates"."status" IN ('pending', 'sent', 'unconfirmed', 'failed', 'cancelled')),
	CONSTRAINT "order_updates_event_valid" CHECK ("order_updates"."event" IN ('placed', 'shipped', 'out_for_delivery', 'delivered')),
	CONSTRAINT "order_updates_channel_valid" CHECK ("order_updates"."channel" IN ('whatsapp', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "notification_consents" ADD CONSTRAINT "notification_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_consent_log" ADD CONSTRAINT "notification_consent_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_updates" ADD CONSTRAINT "order_updates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_consent_log_user_idx" ON "notification_consent_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_updates_order_event_key" ON "order_updates" USING btree ("order_id","event");--> statement-breakpoint
CREATE INDEX "order_updates_due_idx" ON "order_updates" USING btree ("next_attempt_at") WHERE "order_updates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_updates_user_idx" ON "order_updates" USING btree ("user_id") WHERE "order_updates"."status" = 'pending';
