CREATE TABLE "ecommerce_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	CONSTRAINT "ecommerce_order_items_quantity" CHECK ("ecommerce_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "ecommerce_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"number" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecommerce_orders_total" CHECK ("ecommerce_orders"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ecommerce_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecommerce_products_price" CHECK ("ecommerce_products"."price_minor" >= 0),
	CONSTRAINT "ecommerce_products_stock" CHECK ("ecommerce_products"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ecommerce_order_items" ADD CONSTRAINT "ecommerce_order_items_order_id_ecommerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ecommerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_order_items" ADD CONSTRAINT "ecommerce_order_items_product_id_ecommerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_orders" ADD CONSTRAINT "ecommerce_orders_customer_id_ecommerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ecommerce_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecommerce_customers_site_created" ON "ecommerce_customers" USING btree ("site","created_at");--> statement-breakpoint
CREATE INDEX "ecommerce_customers_created" ON "ecommerce_customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ecommerce_order_items_order" ON "ecommerce_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ecommerce_order_items_product" ON "ecommerce_order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_site_created" ON "ecommerce_orders" USING btree ("site","created_at");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_created" ON "ecommerce_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_customer" ON "ecommerce_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_site" ON "ecommerce_products" USING btree ("site");