import { and, count, countDistinct, desc, eq, gt, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  addDays,
  type DashboardOverview,
  type DashboardScope,
  type DayCount,
  type PeriodFigure,
} from '../../../common/schemas/dashboards';
import type { Db } from '../../db/client';
import { dayOf, inBothPeriods, inRange, instant, windowOf, type DayWindow } from '../../db/day-ranges';
import {
  calls,
  contactMessages,
  conversationMessages,
  conversations,
  listings,
  sessions,
  users,
} from '../../db/schema';

/*
 * The dashboards' figures (issue #17), each one SQL aggregate over the marketplace's own tables,
 * written in the SQL PGlite and PostgreSQL share. Ranges are UTC days; every range condition is
 * "at or after the first instant, before the instant after the last day", so an index on the
 * time column can answer it. Listings, conversations and contact messages carry their site;
 * accounts and sign-ins work on every site, so user and session figures are never per site.
 */

/** A sign-in counts as active while it was used this recently (last use is written once a minute). */
export const ACTIVE_SESSION_MINUTES = 15;
const TOP_LISTINGS = 5;

export interface DashboardRequest {
  /** The site of the request (its host). */
  site: string;
  scope: DashboardScope;
  from?: string | undefined;
  to?: string | undefined;
  now?: Date;
}

/** How many rows fall in the range and in the period before it, in one scan of both. */
function periodCounts(column: PgColumn, w: DayWindow) {
  return {
    current: sql<number>`count(*) filter (where ${column} >= ${instant(w.from)})`.mapWith(Number),
    previous: sql<number>`count(*) filter (where ${column} < ${instant(w.from)})`.mapWith(Number),
  };
}

/** Every day of the range with its count, zero where nothing happened (a chart needs the gaps). */
function fillDays(w: DayWindow, rows: readonly { date: string; count: number }[]): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.date, r.count]));
  return Array.from({ length: w.days }, (_, i) => {
    const date = addDays(w.from, i);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

const period = (row: { current: number; previous: number } | undefined): PeriodFigure => ({
  current: row?.current ?? 0,
  previous: row?.previous ?? 0,
});

export async function dashboardOverview(db: Db, request: DashboardRequest): Promise<DashboardOverview> {
  const now = request.now ?? new Date();
  const w = windowOf(request.from, request.to, now);
  const one = request.scope === 'site';
  const listingSite = one ? eq(listings.site, request.site) : undefined;
  const conversationSite = one ? eq(conversations.site, request.site) : undefined;
  const contactSite = one ? eq(contactMessages.site, request.site) : undefined;
  const callSite = one ? eq(calls.site, request.site) : undefined;
  // Calls made (the calls record: repeats to one callee are one row, invitations past the caller's
  // limits none; issue #30), answered and missed, counted from when they last rang.
  const callCounts = (status?: 'accepted' | 'missed') =>
    db
      .select(periodCounts(calls.createdAt, w))
      .from(calls)
      .where(and(callSite, status ? eq(calls.status, status) : undefined, inBothPeriods(calls.createdAt, w)));

  const [
    [usersTotal],
    [signUps],
    signUpDays,
    statusRows,
    kindRows,
    siteRows,
    [published],
    publishedDays,
    top,
    [messages],
    messageDays,
    [started],
    [received],
    [unread],
    contactDays,
    [active],
    [callsMade],
    [callsAnswered],
    [callsMissed],
  ] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select(periodCounts(users.createdAt, w)).from(users).where(inBothPeriods(users.createdAt, w)),
    db
      .select({ date: dayOf(users.createdAt), count: count() })
      .from(users)
      .where(inRange(users.createdAt, w))
      .groupBy(dayOf(users.createdAt)),
    db.select({ status: listings.status, n: count() }).from(listings).where(listingSite).groupBy(listings.status),
    db
      .select({ key: listings.kind, count: count() })
      .from(listings)
      .where(and(listingSite, eq(listings.status, 'published')))
      .groupBy(listings.kind)
      .orderBy(desc(count()), listings.kind),
    db
      .select({ key: listings.site, count: count() })
      .from(listings)
      .where(and(listingSite, eq(listings.status, 'published')))
      .groupBy(listings.site)
      .orderBy(desc(count()), listings.site),
    db
      .select(periodCounts(listings.publishedAt, w))
      .from(listings)
      .where(and(listingSite, inBothPeriods(listings.publishedAt, w))),
    db
      .select({ date: dayOf(listings.publishedAt), count: count() })
      .from(listings)
      .where(and(listingSite, inRange(listings.publishedAt, w)))
      .groupBy(dayOf(listings.publishedAt)),
    topListings(db, conversationSite, w),
    db
      .select(periodCounts(conversationMessages.createdAt, w))
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(conversationSite, inBothPeriods(conversationMessages.createdAt, w))),
    db
      .select({ date: dayOf(conversationMessages.createdAt), count: count() })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(conversationSite, inRange(conversationMessages.createdAt, w)))
      .groupBy(dayOf(conversationMessages.createdAt)),
    db
      .select(periodCounts(conversations.createdAt, w))
      .from(conversations)
      .where(and(conversationSite, inBothPeriods(conversations.createdAt, w))),
    db
      .select(periodCounts(contactMessages.createdAt, w))
      .from(contactMessages)
      .where(and(contactSite, inBothPeriods(contactMessages.createdAt, w))),
    db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(contactSite, isNull(contactMessages.readAt))),
    db
      .select({ date: dayOf(contactMessages.createdAt), count: count() })
      .from(contactMessages)
      .where(and(contactSite, inRange(contactMessages.createdAt, w)))
      .groupBy(dayOf(contactMessages.createdAt)),
    db
      .select({ n: countDistinct(sessions.signInId) })
      .from(sessions)
      .where(
        and(
          eq(sessions.kind, 'access'),
          gt(sessions.expiresAt, now),
          gte(sessions.lastUsedAt, new Date(now.getTime() - ACTIVE_SESSION_MINUTES * 60_000)),
        ),
      ),
    callCounts(),
    callCounts('accepted'),
    callCounts('missed'),
  ]);

  const byStatus = { draft: 0, published: 0, archived: 0 };
  for (const row of statusRows) byStatus[row.status] = row.n;

  return {
    range: w,
    scope: request.scope,
    site: one ? request.site : null,
    users: { total: usersTotal?.n ?? 0, signUps: period(signUps), signUpsPerDay: fillDays(w, signUpDays) },
    listings: {
      byStatus,
      byKind: kindRows,
      bySite: siteRows,
      published: period(published),
      publishedPerDay: fillDays(w, publishedDays),
      top,
    },
    messages: { sent: period(messages), perDay: fillDays(w, messageDays) },
    conversations: { started: period(started) },
    contact: { received: period(received), unread: unread?.n ?? 0, perDay: fillDays(w, contactDays) },
    sessions: { activeNow: active?.n ?? 0, windowMinutes: ACTIVE_SESSION_MINUTES },
    calls: { made: period(callsMade), answered: period(callsAnswered), missed: period(callsMissed) },
  };
}

/**
 * The listings people wrote about most in the range: conversations started about each, the most
 * first (then by name, so equal counts keep one order). A deleted listing keeps its name from the
 * conversation; its other fields are null.
 */
async function topListings(db: Db, site: SQL | undefined, w: DayWindow) {
  const talks = count(conversations.id);
  const rows = await db
    .select({
      id: conversations.listingId,
      name: conversations.listingName,
      site: sql<string>`min(${conversations.site})`,
      kind: listings.kind,
      status: listings.status,
      priceMinor: listings.priceMinor,
      currency: listings.currency,
      priceBasis: listings.priceBasis,
      durationAmount: listings.durationAmount,
      durationUnit: listings.durationUnit,
      conversations: talks,
    })
    .from(conversations)
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(and(site, eq(conversations.kind, 'listing'), inRange(conversations.createdAt, w)))
    .groupBy(conversations.listingId, conversations.listingName, listings.id)
    .orderBy(desc(talks), conversations.listingName)
    .limit(TOP_LISTINGS);
  return rows.map(({ durationAmount, durationUnit, ...row }) => ({
    ...row,
    // Listing conversations always have a name (conversations_kind_fields).
    name: row.name ?? '',
    duration: durationAmount !== null && durationUnit !== null ? { amount: durationAmount, unit: durationUnit } : null,
  }));
}
