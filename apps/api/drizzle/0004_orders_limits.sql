ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_quantity_valid";--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_uses_valid";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_valid" CHECK ("cart_items"."quantity" >= 1);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_uses_valid" CHECK ("promo_codes"."uses" >= 0);