CREATE TABLE "logistics_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"vehicle_id" uuid,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"destination_country" text NOT NULL,
	"status" text NOT NULL,
	"exception" text,
	"weight_kg" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "logistics_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"plate" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"route_from" text,
	"route_to" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logistics_shipments" ADD CONSTRAINT "logistics_shipments_vehicle_id_logistics_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."logistics_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logistics_shipments_site_created" ON "logistics_shipments" USING btree ("site","created_at");--> statement-breakpoint
CREATE INDEX "logistics_shipments_site_delivered" ON "logistics_shipments" USING btree ("site","delivered_at");--> statement-breakpoint
CREATE INDEX "logistics_shipments_vehicle" ON "logistics_shipments" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "logistics_vehicles_site_status" ON "logistics_vehicles" USING btree ("site","status");--> statement-breakpoint
CREATE INDEX "logistics_vehicles_site_created" ON "logistics_vehicles" USING btree ("site","created_at");