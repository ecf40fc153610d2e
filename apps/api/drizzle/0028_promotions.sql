-- Promotions (docs/decisions/0034-promotion-engine.md): promo codes become promotions, with or without a code.
ALTER TABLE "promo_codes" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_percent_valid";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "amount_paise" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_discount_paise" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "buy_quantity" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "get_quantity" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "get_scope" jsonb;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "scope" jsonb;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "min_order_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "min_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "combinable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "promo_codes" SET "name" = "code";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_kind_valid" CHECK ("promo_codes"."kind" IN ('percent', 'amount', 'free_shipping', 'buy_x_get_y'));--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_benefit_valid" CHECK (("promo_codes"."kind" <> 'percent' OR "promo_codes"."percent" BETWEEN 1 AND 100) AND ("promo_codes"."kind" <> 'amount' OR "promo_codes"."amount_paise" >= 1) AND ("promo_codes"."kind" <> 'buy_x_get_y' OR ("promo_codes"."buy_quantity" >= 1 AND "promo_codes"."get_quantity" >= 1)) AND ("promo_codes"."max_discount_paise" IS NULL OR "promo_codes"."max_discount_paise" >= 1) AND "promo_codes"."min_order_paise" >= 0 AND "promo_codes"."min_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_valid" CHECK ("order_items"."discount_paise" IS NULL OR "order_items"."discount_paise" BETWEEN 0 AND "order_items"."unit_price_paise" * "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
DROP INDEX "promo_redemptions_order_key";--> statement-breakpoint
DROP INDEX "promo_redemptions_attempt_key";--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_key" ON "promo_redemptions" USING btree ("order_id","promo_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_attempt_key" ON "promo_redemptions" USING btree ("attempt_id","promo_code_id");
