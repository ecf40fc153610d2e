-- A bundle's price as bought, kept on each of its component lines (docs/PRODUCT.md, Bundles): the order's
-- row for the bundle shows that price × how many, so the rows add up to the subtotal even when a promotion
-- also took its share of the bundle (the component lines' discounts carry both).
ALTER TABLE "order_items" ADD COLUMN "bundle_unit_paise" integer;--> statement-breakpoint
-- Lines bought before: the bundle's lines less their discounts, per bundle (what they cost then).
UPDATE "order_items" AS item SET "bundle_unit_paise" = totals.paise / GREATEST(item."bundle_quantity", 1)
FROM (
	SELECT "order_id", "bundle_name", "bundle_quantity",
		SUM("unit_price_paise" * "quantity" - COALESCE("discount_paise", 0)) AS paise
	FROM "order_items" WHERE "bundle_name" IS NOT NULL
	GROUP BY "order_id", "bundle_name", "bundle_quantity"
) AS totals
WHERE item."bundle_name" IS NOT NULL AND item."order_id" = totals."order_id"
	AND item."bundle_name" = totals."bundle_name" AND item."bundle_quantity" IS NOT DISTINCT FROM totals."bundle_quantity";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_bundle_price_valid" CHECK ("order_items"."bundle_name" IS NULL OR ("order_items"."bundle_unit_paise" IS NOT NULL AND "order_items"."bundle_unit_paise" >= 0));
