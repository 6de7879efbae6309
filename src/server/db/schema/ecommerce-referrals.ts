import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ecommerceCustomers, ecommerceOrders } from './ecommerce';
import { users } from './users';

/*
 * The shop's referral programme (the referrals page of the eCommerce app): a customer of the site
 * refers others with a code, the orders placed with it earn them a commission (a share of each
 * order's total, worked out on the server from these rows on every read), and the admin records
 * what was paid out to them. Everything is of one site, like the shop tables it links.
 */

export const REFERRAL_STATUSES = ['active', 'paused'] as const;
export const PAYOUT_STATUSES = ['pending', 'paid'] as const;

export const ecommerceReferralCodes = pgTable(
  'ecommerce_referral_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    /** The referrer: a customer of the same site. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => ecommerceCustomers.id, { onDelete: 'cascade' }),
    /** Upper case letters, digits and dashes, as people type it at the checkout. */
    code: text('code').notNull(),
    /** The referrer's share of each referred order's total, in basis points (1000 = 10 %). */
    commissionBp: integer('commission_bp').notNull(),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A code names one referrer on its site: two sites may hand out the same word.
    uniqueIndex('ecommerce_referral_codes_site_code').on(t.site, t.code),
    index('ecommerce_referral_codes_customer').on(t.customerId),
    check('ecommerce_referral_codes_commission', sql`${t.commissionBp} between 0 and 10000`),
  ],
);

/** Which orders came with which code: an order has one code at most (the primary key). */
export const ecommerceReferralOrders = pgTable(
  'ecommerce_referral_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => ecommerceOrders.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => ecommerceReferralCodes.id, { onDelete: 'cascade' }),
  },
  (t) => [index('ecommerce_referral_orders_code').on(t.codeId)],
);

export const ecommerceReferralPayouts = pgTable(
  'ecommerce_referral_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => ecommerceReferralCodes.id, { onDelete: 'cascade' }),
    /** Minor units of the shop's currency. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The day the payout is for (YYYY-MM-DD). */
    payoutDate: date('payout_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ecommerce_referral_payouts_code').on(t.codeId),
    check('ecommerce_referral_payouts_amount', sql`${t.amountMinor} > 0`),
  ],
);
