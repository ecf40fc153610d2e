ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_valid" CHECK ("orders"."items_paise" >= 0 AND "orders"."promo_discount_paise" >= 0 AND "orders"."promo_discount_paise" <= "orders"."items_paise" AND "orders"."shipping_paise" >= 0 AND "orders"."cod_fee_paise" >= 0 AND "orders"."total_paise" = "orders"."items_paise" - "orders"."promo_discount_paise" + "orders"."shipping_paise" + "orders"."cod_fee_paise");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "shipping_paise" integer DEFAULT 0 NOT NULL;
