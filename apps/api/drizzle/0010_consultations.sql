CREATE TABLE "consultation_settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"practitioners" integer NOT NULL,
	"days_ahead" integer NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_settings_single" CHECK ("consultation_settings"."id" = 'default'),
	CONSTRAINT "consultation_settings_positive" CHECK ("consultation_settings"."slot_minutes" > 0 AND "consultation_settings"."practitioners" > 0 AND "consultation_settings"."days_ahead" > 0)
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"topic" text NOT NULL,
	"phone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"admin_notes" text DEFAULT '' NOT NULL,
	"reminder_mail_id" text,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_status_valid" CHECK ("consultations"."status" IN ('booked', 'cancelled', 'done', 'no_show')),
	CONSTRAINT "consultations_ends_after_start" CHECK ("consultations"."end_at" > "consultations"."start_at")
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_start_idx" ON "consultations" USING btree ("start_at") WHERE "consultations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_user_start_uq" ON "consultations" USING btree ("user_id","start_at") WHERE "consultations"."status" = 'booked';