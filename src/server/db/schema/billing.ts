import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BILLING_PERIODS, BILLING_PLAN_IDS } from '../../../common/billing/plans';
import { CARD_BRANDS } from '../../../common/billing/card';
import { SUBSCRIPTION_STATUSES } from '../../../common/schemas/billing';
import { users } from './users';

/*
 * Plans and the free trial (issue #37): a user's subscription to a plan on a site, and the order
 * each checkout leaves. Test mode: no payment provider is connected, nothing is charged, and of
 * the card only its brand and last four digits are kept (never the number or the CVC).
 */

export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    plan: text('plan', { enum: BILLING_PLAN_IDS }).notNull(),
    period: text('period', { enum: BILLING_PERIODS }).notNull(),
    /** Stored as trialing, active or cancelled; a trial past its end reads as active. */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One current subscription per user and site: two checkouts at the same moment cannot both start one.
    uniqueIndex('billing_subscriptions_current')
      .on(t.userId, t.site)
      .where(sql`${t.status} <> 'cancelled'`),
    index('billing_subscriptions_user').on(t.userId, t.site),
  ],
);

export const billingOrders = pgTable(
  'billing_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number the buyer is shown, counted across the server. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    site: text('site').notNull(),
    /** The buyer: checkout needs an account (docs/billing.md); the e-mail below is the billing one. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => billingSubscriptions.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: BILLING_PLAN_IDS }).notNull(),
    period: text('period', { enum: BILLING_PERIODS }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    billingName: text('billing_name').notNull(),
    billingEmail: text('billing_email').notNull(),
    billingAddress: text('billing_address').notNull(),
    billingCountry: text('billing_country').notNull(),
    cardBrand: text('card_brand', { enum: CARD_BRANDS }).notNull(),
    cardLast4: text('card_last4').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_orders_number').on(t.number),
    index('billing_orders_user').on(t.userId, t.site, t.createdAt),
    check('billing_orders_amount', sql`${t.amountMinor} >= 0`),
    check('billing_orders_last4', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);
