-- Batches and best-before days (docs/decisions/0036-batches-and-best-before.md): stock arrives in batches,
-- orders take units from the batch that expires first and remember which, the expiry sweep writes off
-- what is left of a batch once its best-before day has come.
CREATE TABLE "product_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"batch" text NOT NULL,
	"best_before" date NOT NULL,
	"quantity_received" integer NOT NULL,
	"quantity_left" integer NOT NULL,
	"quantity_written_off" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"written_off_at" timestamp with time zone,
	"created_by" text,
	CONSTRAINT "product_batches_quantity_received_positive" CHECK ("product_batches"."quantity_received" > 0),
	CONSTRAINT "product_batches_quantity_left_valid" CHECK ("product_batches"."quantity_left" >= 0 AND "product_batches"."quantity_left" <= "product_batches"."quantity_received"),
	CONSTRAINT "product_batches_written_off_valid" CHECK ("product_batches"."quantity_written_off" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_batches_variant_batch_key" ON "product_batches" USING btree ("variant_id","batch");--> statement-breakpoint
CREATE INDEX "product_batches_product_idx" ON "product_batches" USING btree ("product_id","best_before");--> statement-breakpoint
CREATE INDEX "product_batches_best_before_idx" ON "product_batches" USING btree ("best_before") WHERE "product_batches"."quantity_left" > 0;--> statement-breakpoint
CREATE TABLE "order_item_batches" (
	"order_item_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_item_batches_order_item_id_batch_id_pk" PRIMARY KEY("order_item_id","batch_id"),
	CONSTRAINT "order_item_batches_quantity_positive" CHECK ("order_item_batches"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_item_batches" ADD CONSTRAINT "order_item_batches_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_batches" ADD CONSTRAINT "order_item_batches_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_batches_batch_idx" ON "order_item_batches" USING btree ("batch_id");
