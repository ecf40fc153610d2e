-- Age restriction is the product's own flag (docs/PRODUCT.md, Age-restricted products), no longer a rule
-- on the name of its first category: the products whose main category is Men's Wellness carry it.
ALTER TABLE "products" ADD COLUMN "age_restricted" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "products" SET "age_restricted" = true
WHERE "id" IN (
	SELECT "pc"."product_id" FROM "product_categories" "pc"
	JOIN "categories" "c" ON "c"."id" = "pc"."category_id"
	WHERE "pc"."position" = 0 AND "c"."name" = 'Men''s Wellness'
);
--> statement-breakpoint
-- The shopper's "I am over 18", kept on the session it was given in (asked again after signing in anew).
ALTER TABLE "sessions" ADD COLUMN "age_confirmed_at" timestamp with time zone;
