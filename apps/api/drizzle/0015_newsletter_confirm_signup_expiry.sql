ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
-- Addresses subscribed before double opt-in stay subscribed: the shop had no way to ask them, and
-- dropping the whole list would be a bigger surprise than keeping it (docs/PRODUCT.md, newsletter).
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at";--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_hash_key" ON "newsletter_subscribers" USING btree ("confirm_token_hash");
