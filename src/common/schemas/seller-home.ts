import * as z from 'zod/mini';
import { LISTING_STATUSES } from './listings';

/*
 * A seller's own home (issue #33): their listings on this site with offer-page views, messages
 * and calls per day, what waits for an answer (unread conversations, missed calls) and the drafts
 * to finish. Computed by the server (modules/seller-home), drawn by the browser
 * (features/seller-home). Days are UTC calendar days written YYYY-MM-DD, the last one today.
 * Messages are error codes (errors.<code> in the locales).
 */

/** The spans the home can show, in days; the address names one (`?period=30d`). */
export const SELLER_HOME_PERIODS = ['7d', '30d', '90d'] as const;
export type SellerHomePeriod = (typeof SELLER_HOME_PERIODS)[number];
export const SELLER_HOME_DEFAULT_PERIOD: SellerHomePeriod = '30d';
export const periodDays = (period: SellerHomePeriod): number => Number.parseInt(period, 10);

export const sellerHomeQuerySchema = z.object({
  period: z._default(z.enum(SELLER_HOME_PERIODS, { error: 'sellerHomePeriodInvalid' }), SELLER_HOME_DEFAULT_PERIOD),
});

/** Per day of the period, oldest first, one number per entry of `days`. */
const dailySchema = z.object({
  views: z.array(z.int()),
  messages: z.array(z.int()),
  calls: z.array(z.int()),
});
export type SellerDaily = z.infer<typeof dailySchema>;

const totalsSchema = z.object({ views: z.int(), messages: z.int(), calls: z.int() });

export const sellerListingStatsSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(LISTING_STATUSES),
  /** The cover's (or first picture's) small variant, null without pictures. */
  thumb: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  totals: totalsSchema,
  daily: dailySchema,
});
export type SellerListingStats = z.infer<typeof sellerListingStatsSchema>;

export const sellerHomeSchema = z.object({
  period: z.enum(SELLER_HOME_PERIODS),
  /** The period's days, oldest first; `daily` arrays follow this order. */
  days: z.array(z.string()),
  totals: totalsSchema,
  daily: dailySchema,
  /** Published and archived listings (drafts are below), most viewed in the period first. */
  listings: z.array(sellerListingStatsSchema),
  /** Conversations with messages the caller has not read, latest first (at most a few). */
  unread: z.object({
    conversations: z.int(),
    messages: z.int(),
    latest: z.array(
      z.object({
        id: z.string(),
        listingName: z.string(),
        otherName: z.string(),
        unread: z.int(),
        lastMessageAt: z.string(),
      }),
    ),
  }),
  /** Calls to the caller that rang out unanswered in the period, latest first (at most a few). */
  missedCalls: z.object({
    count: z.int(),
    latest: z.array(
      z.object({
        id: z.string(),
        callerId: z.string(),
        callerName: z.string(),
        listingName: z.nullable(z.string()),
        createdAt: z.string(),
      }),
    ),
  }),
  /** Listings not published yet, last edited first: links to finish them. */
  drafts: z.array(z.object({ id: z.string(), name: z.string(), updatedAt: z.string() })),
});
export type SellerHome = z.infer<typeof sellerHomeSchema>;
