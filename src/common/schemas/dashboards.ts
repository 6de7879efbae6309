import * as z from 'zod/mini';
import { durationSchema, PRICE_BASES } from './listings';

/*
 * The admin dashboards' figures (issue #17), computed by the server (modules/dashboards) and drawn
 * by the browser (features/dashboards). Days are UTC calendar days written YYYY-MM-DD; a range
 * includes both ends. Messages are error codes (errors.<code> in the locales).
 */

/** A year and a day: a leap year's "this year" fits, a wider range would make charts unreadable and queries long. */
export const DASHBOARD_MAX_DAYS = 366;
/** The range when the address names none: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;

export const DASHBOARD_SCOPES = ['site', 'all'] as const;
export type DashboardScope = (typeof DASHBOARD_SCOPES)[number];

const DAY_MS = 86_400_000;

/** A real calendar day (2026-02-30 is refused, which a regex alone would let through). */
const isCalendarDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/**
 * The years a dashboard may show: the product's data starts long after 2000, and days far out
 * (0001, 9999) made the previous period or the day after fall outside what dates can hold: a 500.
 */
export const DASHBOARD_FIRST_DAY = '2000-01-01';
export const DASHBOARD_LAST_DAY = '2100-12-31';

const dayField = z.string().check(
  z.refine(isCalendarDay, { error: 'dashboardDateInvalid' }),
  z.refine((day) => !isCalendarDay(day) || (day >= DASHBOARD_FIRST_DAY && day <= DASHBOARD_LAST_DAY), {
    error: 'dashboardDateOutOfRange',
  }),
);

/** Days from `from` to `to`, both included (1 when they are the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

export const dashboardQuerySchema = z
  .object({
    from: z.optional(dayField),
    to: z.optional(dayField),
    /** site: the site of the request's host (the default); all: every site. */
    scope: z._default(z.enum(DASHBOARD_SCOPES, { error: 'dashboardScopeInvalid' }), 'site'),
  })
  .check(
    // Both ends or neither: half a range would be guessed, and a guess is not what the link shared.
    z.refine((q) => (q.from === undefined) === (q.to === undefined), {
      path: ['from'],
      error: 'dashboardRangeInvalid',
    }),
    z.refine(
      (q) =>
        q.from === undefined || q.to === undefined || !isCalendarDay(q.from) || !isCalendarDay(q.to) || q.from <= q.to,
      {
        path: ['from'],
        error: 'dashboardRangeInvalid',
      },
    ),
    z.refine(
      (q) =>
        q.from === undefined ||
        q.to === undefined ||
        !isCalendarDay(q.from) ||
        !isCalendarDay(q.to) ||
        daysBetween(q.from, q.to) <= DASHBOARD_MAX_DAYS,
      { path: ['to'], error: 'dashboardRangeTooLong' },
    ),
  );
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** One bar or point: a day and how many. */
const dayCountSchema = z.object({ date: z.string(), count: z.int() });
export type DayCount = z.infer<typeof dayCountSchema>;

/** A figure in the range and in the same number of days just before it (the trend). */
const periodSchema = z.object({ current: z.int(), previous: z.int() });
export type PeriodFigure = z.infer<typeof periodSchema>;

const labelCountSchema = z.object({ key: z.string(), count: z.int() });
export type LabelCount = z.infer<typeof labelCountSchema>;

export const topListingSchema = z.object({
  /** null when the listing was deleted after the talks about it began (the name stays). */
  id: z.nullable(z.string()),
  name: z.string(),
  site: z.string(),
  kind: z.nullable(z.string()),
  status: z.nullable(z.string()),
  priceMinor: z.nullable(z.int()),
  currency: z.nullable(z.string()),
  /** What the price buys and for how long, as a card shows it ("per person · 2 hours"); null when deleted. */
  priceBasis: z.nullable(z.enum(PRICE_BASES)),
  duration: z.nullable(durationSchema),
  /** Conversations about it started in the range. */
  conversations: z.int(),
});
export type TopListing = z.infer<typeof topListingSchema>;

/** The range a dashboard's answer covers, and the period of the same length before it (the trends' base). */
export const dashboardRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.int(),
  previousFrom: z.string(),
  previousTo: z.string(),
});

export const dashboardOverviewSchema = z.object({
  range: dashboardRangeSchema,
  scope: z.enum(DASHBOARD_SCOPES),
  /** The site the figures are about; null for every site. */
  site: z.nullable(z.string()),
  /** Accounts work on every site, so these figures are never limited to one. */
  users: z.object({
    total: z.int(),
    signUps: periodSchema,
    signUpsPerDay: z.array(dayCountSchema),
  }),
  listings: z.object({
    /** Now, whatever the range: every listing in the scope by its status. */
    byStatus: z.object({ draft: z.int(), published: z.int(), archived: z.int() }),
    /** Published now, by kind and by site, the largest first. */
    byKind: z.array(labelCountSchema),
    bySite: z.array(labelCountSchema),
    /** First published in the range. */
    published: periodSchema,
    publishedPerDay: z.array(dayCountSchema),
    top: z.array(topListingSchema),
  }),
  messages: z.object({ sent: periodSchema, perDay: z.array(dayCountSchema) }),
  conversations: z.object({ started: periodSchema }),
  contact: z.object({ received: periodSchema, unread: z.int(), perDay: z.array(dayCountSchema) }),
  /** Signed-in devices used in the last ACTIVE_SESSION_MINUTES, on any site. */
  sessions: z.object({ activeNow: z.int(), windowMinutes: z.int() }),
  /** Video calls made (invitations relayed), answered and missed, by when they rang. */
  calls: z.object({ made: periodSchema, answered: periodSchema, missed: periodSchema }),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
