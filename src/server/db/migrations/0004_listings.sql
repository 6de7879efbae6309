CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"cover" boolean DEFAULT false NOT NULL,
	"media_id" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_images_one_source" CHECK (("listing_images"."media_id" is null) <> ("listing_images"."url" is null))
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"duration_amount" integer,
	"duration_unit" text,
	"location_text" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text NOT NULL,
	"search_config" "regconfig" NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector(search_config, name || ' ' || description)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "listings_price_currency" CHECK (("listings"."price_minor" = 0) = ("listings"."currency" is null)),
	CONSTRAINT "listings_duration_pair" CHECK (("listings"."duration_amount" is null) = ("listings"."duration_unit" is null))
);
--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_images_listing" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_one_cover" ON "listing_images" USING btree ("listing_id") WHERE "listing_images"."cover";--> statement-breakpoint
CREATE INDEX "listings_search_gin" ON "listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "listings_site_status_published" ON "listings" USING btree ("site","status","published_at");--> statement-breakpoint
CREATE INDEX "listings_owner" ON "listings" USING btree ("owner_id");