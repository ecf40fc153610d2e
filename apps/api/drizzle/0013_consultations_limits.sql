ALTER TABLE "consultation_settings" ADD COLUMN "max_upcoming_per_customer" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_settings" ADD CONSTRAINT "consultation_settings_cap_positive" CHECK ("consultation_settings"."max_upcoming_per_customer" > 0);--> statement-breakpoint
DROP INDEX "consultations_start_idx";--> statement-breakpoint
CREATE INDEX "consultations_start_idx" ON "consultations" USING btree ("start_at") WHERE "consultations"."status" = 'booked';
