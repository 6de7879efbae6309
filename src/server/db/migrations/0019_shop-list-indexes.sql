DROP INDEX "ecommerce_orders_site_created";--> statement-breakpoint
DROP INDEX "ecommerce_reviews_site_created";--> statement-breakpoint
CREATE INDEX "ecommerce_customers_name_trgm" ON "ecommerce_customers" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "ecommerce_customers_email_trgm" ON "ecommerce_customers" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "ecommerce_orders_site_number" ON "ecommerce_orders" USING btree ("site","number");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_site_customer" ON "ecommerce_orders" USING btree ("site","customer_id","status","total_minor");--> statement-breakpoint
CREATE INDEX "ecommerce_products_site_created" ON "ecommerce_products" USING btree ("site","created_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_site_name" ON "ecommerce_products" USING btree ("site","name","id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_name_trgm" ON "ecommerce_products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "ecommerce_products_sku_trgm" ON "ecommerce_products" USING gin ("sku" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "ecommerce_products_barcode_trgm" ON "ecommerce_products" USING gin ("barcode" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "ecommerce_products_category_trgm" ON "ecommerce_products" USING gin ("category" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "invoices_client_name_trgm" ON "invoices" USING gin ("client_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "invoices_client_email_trgm" ON "invoices" USING gin ("client_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "ecommerce_orders_site_created" ON "ecommerce_orders" USING btree ("site","created_at","number");--> statement-breakpoint
CREATE INDEX "ecommerce_reviews_site_created" ON "ecommerce_reviews" USING btree ("site","created_at","id");