ALTER TABLE "one_time_codes" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "signup" jsonb;