CREATE TABLE "email_link_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_link_keys_id_valid" CHECK ("email_link_keys"."id" IN ('unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "email_opt_outs" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "email_opt_outs_kind_valid" CHECK (kind IN ('cart_reminder', 'review_invite'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE TABLE "cart_activity" (
	"user_id" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_reminder_settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"delay_hours" integer DEFAULT 4 NOT NULL,
	"second_enabled" boolean DEFAULT false NOT NULL,
	"second_delay_hours" integer DEFAULT 24 NOT NULL,
	"second_promo_code_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_reminder_settings_single" CHECK ("cart_reminder_settings"."id" = 'default'),
	CONSTRAINT "cart_reminder_settings_delays" CHECK ("cart_reminder_settings"."delay_hours" BETWEEN 1 AND 168 AND "cart_reminder_settings"."second_delay_hours" BETWEEN 1 AND 168 AND "cart_reminder_settings"."second_delay_hours" > "cart_reminder_settings"."delay_hours")
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"step" integer NOT NULL,
	"cart_changed_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"cart_value_paise" integer NOT NULL,
	"promo_code" text,
	"mail_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_reminders_step_valid" CHECK ("cart_reminders"."step" IN (1, 2)),
	CONSTRAINT "cart_reminders_value_valid" CHECK ("cart_reminders"."cart_value_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_activity" ADD CONSTRAINT "cart_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminder_settings" ADD CONSTRAINT "cart_reminder_settings_second_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("second_promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_idempotency_key" ON "cart_reminders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "cart_reminders_sent_idx" ON "cart_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "cart_reminders_user_idx" ON "cart_reminders" USING btree ("user_id","cart_changed_at");
