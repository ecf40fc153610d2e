-- Sales reports (docs/decisions/0033-sales-reports.md): every report reads the orders of a span of India
-- days, and the period reports the refunds processed in it; these two indexes let both be found by time.
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_processed_idx" ON "refunds" USING btree ("processed_at") WHERE "refunds"."status" = 'processed';
