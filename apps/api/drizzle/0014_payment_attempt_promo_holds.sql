ALTER TABLE "payment_attempts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payment_attempts" SET "expires_at" = "created_at" + interval '30 minutes';--> statement-breakpoint
ALTER TABLE "promo_redemptions" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "attempt_id" text;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_attempt_key" ON "promo_redemptions" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_holds_idx" ON "promo_redemptions" USING btree ("promo_code_id","held_until") WHERE "promo_redemptions"."order_id" IS NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_or_hold" CHECK ("promo_redemptions"."order_id" IS NOT NULL OR ("promo_redemptions"."attempt_id" IS NOT NULL AND "promo_redemptions"."held_until" IS NOT NULL));