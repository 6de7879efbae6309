CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"caller_id" uuid NOT NULL,
	"callee_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"room" text NOT NULL,
	"listing_name" text,
	"status" text DEFAULT 'ringing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"seen_by_callee" boolean DEFAULT false NOT NULL,
	CONSTRAINT "calls_two_people" CHECK ("calls"."caller_id" <> "calls"."callee_id")
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_caller_message" ON "calls" USING btree ("caller_id","message_id");--> statement-breakpoint
CREATE INDEX "calls_callee_status" ON "calls" USING btree ("callee_id","site","status","created_at");--> statement-breakpoint
CREATE INDEX "calls_site_created" ON "calls" USING btree ("site","created_at");