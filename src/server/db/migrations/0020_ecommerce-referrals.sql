CREATE TABLE "ecommerce_referral_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"commission_bp" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecommerce_referral_codes_commission" CHECK ("ecommerce_referral_codes"."commission_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "ecommerce_referral_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_referral_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payout_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecommerce_referral_payouts_amount" CHECK ("ecommerce_referral_payouts"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "ecommerce_referral_codes" ADD CONSTRAINT "ecommerce_referral_codes_customer_id_ecommerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ecommerce_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_referral_orders" ADD CONSTRAINT "ecommerce_referral_orders_order_id_ecommerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ecommerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_referral_orders" ADD CONSTRAINT "ecommerce_referral_orders_code_id_ecommerce_referral_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."ecommerce_referral_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_referral_payouts" ADD CONSTRAINT "ecommerce_referral_payouts_code_id_ecommerce_referral_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."ecommerce_referral_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_referral_payouts" ADD CONSTRAINT "ecommerce_referral_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_referral_codes_site_code" ON "ecommerce_referral_codes" USING btree ("site","code");--> statement-breakpoint
CREATE INDEX "ecommerce_referral_codes_customer" ON "ecommerce_referral_codes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ecommerce_referral_orders_code" ON "ecommerce_referral_orders" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "ecommerce_referral_payouts_code" ON "ecommerce_referral_payouts" USING btree ("code_id");