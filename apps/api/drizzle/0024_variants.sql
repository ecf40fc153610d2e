-- Variants (docs/decisions/0028-variants-model.md): a product sells as one or more variants, each with its
-- own SKU, price, stock and weight. The default variant's id is the product's id, and the product's own
-- price, discount price and stock columns stay as a copy of the default variant's, kept by the triggers
-- below, so every reader of a product (and every existing client) sees the same numbers as before.
CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_paise" integer NOT NULL,
	"discount_price_paise" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"hsn_code" text,
	"gst_rate_bp" integer,
	"image_ids" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_paise" >= 0),
	CONSTRAINT "product_variants_discount_valid" CHECK ("product_variants"."discount_price_paise" IS NULL OR ("product_variants"."discount_price_paise" >= 0 AND "product_variants"."discount_price_paise" <= "product_variants"."price_paise")),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_weight_positive" CHECK ("product_variants"."weight_grams" IS NULL OR "product_variants"."weight_grams" > 0),
	CONSTRAINT "product_variants_gst_rate_valid" CHECK ("product_variants"."gst_rate_bp" IS NULL OR "product_variants"."gst_rate_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_one_default" ON "product_variants" USING btree ("product_id") WHERE "product_variants"."is_default";--> statement-breakpoint
-- Every existing product gets its default variant: same price, discount, stock; SKU from the product id.
INSERT INTO "product_variants" ("id", "product_id", "sku", "price_paise", "discount_price_paise", "stock", "is_default", "created_at", "updated_at")
SELECT "id", "id", 'SKU-' || upper("id"), "price_paise", "discount_price_paise", "stock", true, "created_at", "updated_at" FROM "products";
--> statement-breakpoint
-- A product written without variants (older code paths, fixtures) gets its default variant, and a change
-- of its price or stock reaches that variant; a change of the default variant reaches the product. Each
-- side writes only what differs, so the two triggers stop after one round.
CREATE FUNCTION "product_default_variant_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "product_variants" ("id", "product_id", "sku", "price_paise", "discount_price_paise", "stock", "is_default", "created_at", "updated_at")
		VALUES (NEW."id", NEW."id", 'SKU-' || upper(NEW."id"), NEW."price_paise", NEW."discount_price_paise", NEW."stock", true, NEW."created_at", NEW."updated_at")
		ON CONFLICT ("id") DO NOTHING;
	ELSE
		UPDATE "product_variants" SET "price_paise" = NEW."price_paise", "discount_price_paise" = NEW."discount_price_paise", "stock" = NEW."stock"
		WHERE "id" = NEW."id" AND ("price_paise", "discount_price_paise", "stock") IS DISTINCT FROM (NEW."price_paise", NEW."discount_price_paise", NEW."stock");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_default_variant" AFTER INSERT OR UPDATE OF "price_paise", "discount_price_paise", "stock" ON "products"
FOR EACH ROW EXECUTE FUNCTION "product_default_variant_sync"();
--> statement-breakpoint
CREATE FUNCTION "variant_default_product_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "products" SET "price_paise" = NEW."price_paise", "discount_price_paise" = NEW."discount_price_paise", "stock" = NEW."stock", "updated_at" = NEW."updated_at"
	WHERE "id" = NEW."product_id" AND ("price_paise", "discount_price_paise", "stock") IS DISTINCT FROM (NEW."price_paise", NEW."discount_price_paise", NEW."stock");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_default_product" AFTER UPDATE OF "price_paise", "discount_price_paise", "stock" ON "product_variants"
FOR EACH ROW WHEN (NEW."is_default") EXECUTE FUNCTION "variant_default_product_sync"();
--> statement-breakpoint
-- Cart lines are per variant: existing lines are the default variant's.
ALTER TABLE "cart_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
UPDATE "cart_items" SET "variant_id" = "product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "cart_items_user_product_key";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_variant_key" ON "cart_items" USING btree ("user_id","variant_id");--> statement-breakpoint
-- Order lines keep which variant was bought, its label and SKU as they were (the variant may change later).
ALTER TABLE "order_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = "product_id", "sku" = 'SKU-' || upper("product_id") WHERE "product_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
