CREATE TABLE "help_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"search_config" "regconfig" NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector(search_config, title || ' ' || summary || ' ' || body)) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_language" ON "help_articles" USING btree ("slug","language");--> statement-breakpoint
CREATE INDEX "help_articles_language_category" ON "help_articles" USING btree ("language","category");--> statement-breakpoint
CREATE INDEX "help_articles_search_gin" ON "help_articles" USING gin ("search");