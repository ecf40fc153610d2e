-- Bundles (combos): variants sold together at one price, as one cart line (docs/PRODUCT.md, Bundles).
CREATE TABLE "bundles" (
  "id" text PRIMARY KEY NOT NULL,
  "slug" text NOT NULL,
  "name" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "image_key" text,
  "image_alt" text DEFAULT '' NOT NULL,
  "image_widths" integer[] DEFAULT '{}' NOT NULL,
  "price_paise" integer NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "archived_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "bundles_price_positive" CHECK ("price_paise" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_slug_key" ON "bundles" USING btree ("slug");
--> statement-breakpoint
CREATE TABLE "bundle_items" (
  "bundle_id" text NOT NULL REFERENCES "bundles"("id") ON DELETE cascade,
  "variant_id" text NOT NULL REFERENCES "product_variants"("id") ON DELETE cascade,
  "quantity" integer NOT NULL,
  "position" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "bundle_items_pkey" PRIMARY KEY ("bundle_id", "variant_id"),
  CONSTRAINT "bundle_items_quantity_valid" CHECK ("quantity" >= 1)
);
--> statement-breakpoint
CREATE INDEX "bundle_items_variant_idx" ON "bundle_items" USING btree ("variant_id");
--> statement-breakpoint
CREATE TABLE "cart_bundles" (
  "id" text PRIMARY KEY NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "bundle_id" text NOT NULL REFERENCES "bundles"("id") ON DELETE cascade,
  "quantity" integer NOT NULL,
  "added_unit_price_paise" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "cart_bundles_quantity_valid" CHECK ("quantity" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_bundles_user_bundle_key" ON "cart_bundles" USING btree ("user_id", "bundle_id");
--> statement-breakpoint
CREATE INDEX "cart_bundles_bundle_idx" ON "cart_bundles" USING btree ("bundle_id");
--> statement-breakpoint
-- Components of one bundle bought: grouped under the bundle on orders, invoices and the console.
ALTER TABLE "order_items" ADD COLUMN "bundle_id" text REFERENCES "bundles"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_name" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_quantity" integer;
