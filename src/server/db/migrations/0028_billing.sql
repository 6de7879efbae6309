CREATE TABLE "billing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "billing_orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"site" text NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"billing_name" text NOT NULL,
	"billing_email" text NOT NULL,
	"billing_address" text NOT NULL,
	"billing_country" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_orders_amount" CHECK ("billing_orders"."amount_minor" >= 0),
	CONSTRAINT "billing_orders_last4" CHECK ("billing_orders"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_orders" ADD CONSTRAINT "billing_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD CONSTRAINT "billing_orders_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_orders_number" ON "billing_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "billing_orders_user" ON "billing_orders" USING btree ("user_id","site","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_current" ON "billing_subscriptions" USING btree ("user_id","site") WHERE "billing_subscriptions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "billing_subscriptions_user" ON "billing_subscriptions" USING btree ("user_id","site");