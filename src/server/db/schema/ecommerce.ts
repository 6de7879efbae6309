import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES, type ProductVariant } from '../../../common/schemas/ecommerce-catalogue';

/*
 * The eCommerce area's shop (issue #17): products, customers, orders and their lines, one shop per
 * site. Nothing in the marketplace writes here yet; the demo seed gives each site a year of
 * history so the eCommerce dashboard has shape. Money is in minor units (cents) with its ISO 4217
 * code, as listings keep prices. Every row carries its site so the dashboard filters without joins.
 */

/** Where an order is: paid, on its way, arrived; or called off before shipping, or paid back. */
export const ORDER_STATUSES = ['paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses whose money the shop keeps: what revenue counts. */
export const KEPT_ORDER_STATUSES = ['paid', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

export const ecommerceProducts = pgTable(
  'ecommerce_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    stock: integer('stock').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The catalogue's columns (issue #34, schema/ecommerce-catalogue.ts has its other tables).
    // `category` above stays the name the dashboard shows; `categoryId` links the category row.
    categoryId: uuid('category_id'),
    sku: text('sku'),
    barcode: text('barcode'),
    /** Rich text from the TipTap editor (ADR 0027). */
    description: text('description').notNull().default(''),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('published'),
    /** The price after the discount, when the product is on sale. */
    salePriceMinor: integer('sale_price_minor'),
    /** Tax in basis points (2300 = 23 %). */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    /** False for something not shipped (a voucher, a course). */
    shippable: boolean('shippable').notNull().default(true),
    weightGrams: integer('weight_grams'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    variants: jsonb('variants').$type<ProductVariant[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ecommerce_products_site').on(t.site),
    index('ecommerce_products_site_status').on(t.site, t.status),
    // The catalogue list (issue #34 budget, scripts/bench/shop-lists.mjs): its default sort and the
    // name sort walk an index, and the search box's substring match uses trigrams (pg_trgm).
    index('ecommerce_products_site_created').on(t.site, t.createdAt, t.id),
    index('ecommerce_products_site_name').on(t.site, t.name, t.id),
    index('ecommerce_products_name_trgm').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('ecommerce_products_sku_trgm').using('gin', t.sku.op('gin_trgm_ops')).with({ fastupdate: false }),
    // The search ORs four columns: an index on each lets PostgreSQL combine them (a bitmap OR).
    index('ecommerce_products_barcode_trgm').using('gin', t.barcode.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('ecommerce_products_category_trgm').using('gin', t.category.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('ecommerce_products_price', sql`${t.priceMinor} >= 0`),
    check('ecommerce_products_stock', sql`${t.stock} >= 0`),
  ],
);

export const ecommerceCustomers = pgTable(
  'ecommerce_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    /**
     * The customer's orders and the money the shop kept from them (KEPT_ORDER_STATUSES), kept here
     * by the database itself: triggers on ecommerce_orders recount them from the orders after every
     * statement that writes orders (migration customer-order-totals), whoever writes them, so they
     * always equal a count of the orders and the customers list can sort 20,000 customers by them
     * from an index.
     */
    ordersCount: integer('orders_count').notNull().default(0),
    spentMinor: bigint('spent_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "New customers in the range" filters on (site, created_at).
  (t) => [
    index('ecommerce_customers_site_created').on(t.site, t.createdAt),
    index('ecommerce_customers_site_orders').on(t.site, t.ordersCount, t.id),
    index('ecommerce_customers_site_spent').on(t.site, t.spentMinor, t.id),
    index('ecommerce_customers_created').on(t.createdAt),
    index('ecommerce_customers_name_trgm').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('ecommerce_customers_email_trgm').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export const ecommerceOrders = pgTable(
  'ecommerce_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    /** The number shown to people (#5089), counted per site. */
    number: integer('number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => ecommerceCustomers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('paid'),
    /** The sum of the lines, kept on the order so revenue figures need no join. */
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    /** The country shipped to (ISO 3166-1 alpha-2), which may differ from the customer's. */
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The number breaks ties in the orders list's sort, so it is the index's last column.
    index('ecommerce_orders_site_created').on(t.site, t.createdAt, t.number),
    index('ecommerce_orders_site_number').on(t.site, t.number),
    // A payment filter (a status or two) sorted by total, the number breaking ties.
    index('ecommerce_orders_site_status_total').on(t.site, t.status, t.totalMinor, t.number),
    // Every site at once (scope=all) filters on the time alone.
    index('ecommerce_orders_created').on(t.createdAt),
    index('ecommerce_orders_customer').on(t.customerId),
    // The customers list's "orders" and "spent" sorts group the site's orders by customer from this
    // index alone.
    index('ecommerce_orders_site_customer').on(t.site, t.customerId, t.status, t.totalMinor),
    check('ecommerce_orders_total', sql`${t.totalMinor} >= 0`),
  ],
);

export const ecommerceOrderItems = pgTable(
  'ecommerce_order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ecommerceOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => ecommerceProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The price when ordered; the product's price may change later. */
    unitPriceMinor: integer('unit_price_minor').notNull(),
  },
  (t) => [
    index('ecommerce_order_items_order').on(t.orderId),
    index('ecommerce_order_items_product').on(t.productId),
    check('ecommerce_order_items_quantity', sql`${t.quantity} > 0`),
  ],
);

export type EcommerceOrder = typeof ecommerceOrders.$inferSelect;
