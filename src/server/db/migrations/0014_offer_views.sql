CREATE TABLE "offer_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_views" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "offer_views_listing_id_day_visitor_pk" PRIMARY KEY("listing_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;