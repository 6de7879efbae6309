-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it, no superuser needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "listings_search_gin";--> statement-breakpoint
DROP INDEX "listings_site_status_kind_price";--> statement-breakpoint
CREATE INDEX "listings_site_status_price_newest" ON "listings" USING btree ("site","status","price_minor","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_location_trgm" ON "listings" USING gin ("location_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "listings_search_gin" ON "listings" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "listings_site_status_kind_price" ON "listings" USING btree ("site","status","kind","price_minor","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);