CREATE TABLE "ecommerce_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" uuid,
	"image_media_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"media_id" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"product_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecommerce_reviews_rating" CHECK ("ecommerce_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "sale_price_minor" integer;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "shippable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ecommerce_categories" ADD CONSTRAINT "ecommerce_categories_parent_id_ecommerce_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ecommerce_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_product_images" ADD CONSTRAINT "ecommerce_product_images_product_id_ecommerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_reviews" ADD CONSTRAINT "ecommerce_reviews_product_id_ecommerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecommerce_categories_site" ON "ecommerce_categories" USING btree ("site");--> statement-breakpoint
CREATE INDEX "ecommerce_product_images_product" ON "ecommerce_product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "ecommerce_reviews_site_created" ON "ecommerce_reviews" USING btree ("site","created_at");--> statement-breakpoint
CREATE INDEX "ecommerce_reviews_product" ON "ecommerce_reviews" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_site_status" ON "ecommerce_products" USING btree ("site","status");