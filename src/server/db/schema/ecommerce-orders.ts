import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ecommerceCustomers, ecommerceOrders, ORDER_STATUSES } from './ecommerce';
import { users } from './users';

/*
 * What the eCommerce orders and customers apps (issue #34) add to the shop tables of
 * schema/ecommerce.ts: every status change of an order (who, when, from, to), so the order's
 * timeline is a record rather than a guess, customers' shipping and billing addresses, and each
 * site's shop settings.
 */

export const ecommerceOrderStatusChanges = pgTable(
  'ecommerce_order_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ecommerceOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    /** Who changed it; null once their account is deleted (the change stays in the history). */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Their name when they changed it, so a deleted account's changes still say who. */
    changedByName: text('changed_by_name').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ecommerce_order_status_changes_order').on(t.orderId, t.createdAt)],
);

/**
 * How many orders each site has in each status, kept by statement triggers on ecommerce_orders
 * (migration order-counts): the orders list's total under a status or payment filter, or none,
 * is a sum of at most five rows instead of a count over 100,000 orders on every page.
 */
export const ecommerceOrderCounts = pgTable(
  'ecommerce_order_counts',
  {
    site: text('site').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.status] })],
);

export const ADDRESS_KINDS = ['shipping', 'billing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const ecommerceCustomerAddresses = pgTable(
  'ecommerce_customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => ecommerceCustomers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ADDRESS_KINDS }).notNull(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    /** The one an order uses when nothing else is said (one per customer and kind). */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ecommerce_customer_addresses_customer').on(t.customerId)],
);

/** The shop's settings (the settings page's sections), one row per site; missing = the defaults. */
export const ecommerceSettings = pgTable('ecommerce_settings', {
  site: text('site').primaryKey(),
  /** As src/common/schemas/ecommerce-settings.ts describes; read through that schema. */
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * What a customer agreed to hear from the shop (the customer's notifications tab); no row = the
 * defaults (order updates only), so seeded customers need none.
 */
export const ecommerceCustomerNotifications = pgTable('ecommerce_customer_notifications', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => ecommerceCustomers.id, { onDelete: 'cascade' }),
  orderUpdates: boolean('order_updates').notNull().default(true),
  promotions: boolean('promotions').notNull().default(false),
  newsletter: boolean('newsletter').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
