ALTER TABLE "ecommerce_customers" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ecommerce_customers" ADD COLUMN "spent_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ecommerce_customers_site_orders" ON "ecommerce_customers" USING btree ("site","orders_count","id");--> statement-breakpoint
CREATE INDEX "ecommerce_customers_site_spent" ON "ecommerce_customers" USING btree ("site","spent_minor","id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_site_status_total" ON "ecommerce_orders" USING btree ("site","status","total_minor","number");--> statement-breakpoint
CREATE INDEX "ecommerce_reviews_author_trgm" ON "ecommerce_reviews" USING gin ("author_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "ecommerce_reviews_title_trgm" ON "ecommerce_reviews" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "ecommerce_reviews_body_trgm" ON "ecommerce_reviews" USING gin ("body" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- A customer's figures, recounted from their orders after every statement that writes orders
-- (statement triggers with transition tables: a bulk insert of 100,000 orders recounts each of its
-- customers once, whoever writes them: the app, the seed, the bench). The kept statuses are
-- KEPT_ORDER_STATUSES of schema/ecommerce.ts; ecommerce-customer-totals.test.ts fails if they part.
CREATE FUNCTION "ecommerce_customers_recount"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "ecommerce_customers" c SET
    "orders_count" = (SELECT count(*) FROM "ecommerce_orders" o WHERE o."customer_id" = c."id"),
    "spent_minor" = (SELECT coalesce(sum(o."total_minor"), 0) FROM "ecommerce_orders" o
      WHERE o."customer_id" = c."id" AND o."status" IN ('paid', 'shipped', 'delivered'))
  WHERE c."id" = ANY("ids");
$$;--> statement-breakpoint
CREATE FUNCTION "ecommerce_orders_recount_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An update may move an order from one customer to another: both are recounted.
  IF TG_OP = 'UPDATE' THEN
    PERFORM "ecommerce_customers_recount"(ARRAY(SELECT "customer_id" FROM "written" UNION SELECT "customer_id" FROM "replaced"));
  ELSE
    PERFORM "ecommerce_customers_recount"(ARRAY(SELECT DISTINCT "customer_id" FROM "written"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ecommerce_orders_inserted" AFTER INSERT ON "ecommerce_orders" REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "ecommerce_orders_recount_customers"();--> statement-breakpoint
CREATE TRIGGER "ecommerce_orders_deleted" AFTER DELETE ON "ecommerce_orders" REFERENCING OLD TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "ecommerce_orders_recount_customers"();--> statement-breakpoint
CREATE TRIGGER "ecommerce_orders_updated" AFTER UPDATE ON "ecommerce_orders" REFERENCING NEW TABLE AS "written" OLD TABLE AS "replaced" FOR EACH STATEMENT EXECUTE FUNCTION "ecommerce_orders_recount_customers"();--> statement-breakpoint
UPDATE "ecommerce_customers" c SET "orders_count" = t."orders", "spent_minor" = t."spent"
FROM (
  SELECT "customer_id", count(*) AS "orders",
    coalesce(sum("total_minor") FILTER (WHERE "status" IN ('paid', 'shipped', 'delivered')), 0) AS "spent"
  FROM "ecommerce_orders" GROUP BY "customer_id"
) t
WHERE c."id" = t."customer_id";
