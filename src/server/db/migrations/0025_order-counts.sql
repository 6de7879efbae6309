CREATE TABLE "ecommerce_order_counts" (
	"site" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "ecommerce_order_counts_site_status_pk" PRIMARY KEY("site","status")
);
--> statement-breakpoint
-- Each statement that writes orders moves the counts by what it added and removed, grouped per
-- site and status and applied in that order (so two status changes at once lock the count rows in
-- the same order and never deadlock). ecommerce-order-counts.test.ts holds the rows to a count.
CREATE FUNCTION "ecommerce_order_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ecommerce_order_counts" ("site", "status", "n")
      SELECT "site", "status", count(*) FROM "added" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("site", "status") DO UPDATE SET "n" = "ecommerce_order_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "ecommerce_order_counts" ("site", "status", "n")
      SELECT "site", "status", -count(*) FROM "removed" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("site", "status") DO UPDATE SET "n" = "ecommerce_order_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "ecommerce_order_counts" ("site", "status", "n")
      SELECT "site", "status", sum("d") FROM (
        SELECT "site", "status", 1 AS "d" FROM "added"
        UNION ALL
        SELECT "site", "status", -1 FROM "removed"
      ) moved GROUP BY 1, 2 HAVING sum("d") <> 0 ORDER BY 1, 2
    ON CONFLICT ("site", "status") DO UPDATE SET "n" = "ecommerce_order_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "ecommerce_order_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ecommerce_order_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ecommerce_orders_counted_in" AFTER INSERT ON "ecommerce_orders" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "ecommerce_order_counts_move"();--> statement-breakpoint
CREATE TRIGGER "ecommerce_orders_counted_out" AFTER DELETE ON "ecommerce_orders" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "ecommerce_order_counts_move"();--> statement-breakpoint
CREATE TRIGGER "ecommerce_orders_counted_moved" AFTER UPDATE ON "ecommerce_orders" REFERENCING NEW TABLE AS "added" OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "ecommerce_order_counts_move"();--> statement-breakpoint
CREATE TRIGGER "ecommerce_orders_counted_cleared" AFTER TRUNCATE ON "ecommerce_orders" FOR EACH STATEMENT EXECUTE FUNCTION "ecommerce_order_counts_clear"();--> statement-breakpoint
INSERT INTO "ecommerce_order_counts" ("site", "status", "n")
  SELECT "site", "status", count(*) FROM "ecommerce_orders" GROUP BY 1, 2;
