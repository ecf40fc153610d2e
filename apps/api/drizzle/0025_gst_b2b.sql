-- A B2B buyer's GSTIN, given at checkout (docs/decisions/0031-gst-report-shapes.md): the invoice shows
-- it and the GST returns file the order as B2B. Checked for its shape here; its state code and check
-- character by the API.
ALTER TABLE "orders" ADD COLUMN "gstin" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gstin_valid" CHECK ("orders"."gstin" IS NULL OR "orders"."gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$');
--> statement-breakpoint
-- The GST returns read a period's invoices by their date and its credit notes by theirs.
CREATE INDEX "orders_invoice_date_idx" ON "orders" USING btree ("invoice_date");
--> statement-breakpoint
CREATE INDEX "refunds_credit_note_date_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."credit_note_number" IS NOT NULL;
