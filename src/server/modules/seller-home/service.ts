import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { addDays, todayUtc } from '../../../common/schemas/dashboards';
import {
  periodDays,
  type SellerDaily,
  type SellerHome,
  type SellerHomePeriod,
  type SellerListingStats,
} from '../../../common/schemas/seller-home';
import type { Db } from '../../db/client';
import { between, dayOf } from '../../db/day-ranges';
import {
  calls,
  conversationMessages,
  conversations,
  listingImages,
  listings,
  offerViews,
  users,
} from '../../db/schema';
import { imageView } from '../../media/listing-image-view';

/*
 * A seller's own home (issue #33): everything is the caller's own on the request's site, so the
 * queries all start from their user id; nobody else's listings, messages or calls are read.
 * Counts are per UTC day, the last day of the period today.
 */

/** How many unread conversations and missed calls the home lists by name (the counts say the rest). */
const LATEST = 5;

export interface SellerHomeRequest {
  userId: string;
  siteId: string;
  period: SellerHomePeriod;
  now?: Date;
}

type Kind = keyof SellerDaily;

/** Zeroes for each day of the period, one array per kind. */
const emptyDaily = (days: number): SellerDaily => ({
  views: Array<number>(days).fill(0),
  messages: Array<number>(days).fill(0),
  calls: Array<number>(days).fill(0),
});

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export async function sellerHome(db: Db, request: SellerHomeRequest): Promise<SellerHome> {
  const { userId, siteId } = request;
  const span = periodDays(request.period);
  const last = todayUtc(request.now);
  const first = addDays(last, -(span - 1));
  const days = Array.from({ length: span }, (_, i) => addDays(first, i));
  const dayIndex = new Map(days.map((d, i) => [d, i]));

  const own = await db
    .select({
      id: listings.id,
      name: listings.name,
      status: listings.status,
      publishedAt: listings.publishedAt,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .where(and(eq(listings.ownerId, userId), eq(listings.site, siteId)))
    .orderBy(desc(listings.updatedAt));
  const shown = own.filter((l) => l.status !== 'draft');
  const ids = shown.map((l) => l.id);

  const [thumbs, views, messages, rang, unread, missed] = await Promise.all([
    coverThumbs(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ listingId: offerViews.listingId, day: offerViews.day, n: sql<number>`count(*)::int` })
          .from(offerViews)
          .where(and(inArray(offerViews.listingId, ids), gte(offerViews.day, first), lte(offerViews.day, last)))
          .groupBy(offerViews.listingId, offerViews.day),
    // Messages the caller received as the seller: what buyers wrote about their listings.
    db
      .select({
        listingId: conversations.listingId,
        day: dayOf(conversationMessages.createdAt),
        n: sql<number>`count(*)::int`,
      })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(
        and(
          eq(conversations.sellerId, userId),
          eq(conversations.site, siteId),
          ne(conversationMessages.senderId, userId),
          between(conversationMessages.createdAt, first, last),
        ),
      )
      .groupBy(conversations.listingId, dayOf(conversationMessages.createdAt)),
    // Calls to the caller. A call names no listing id, only what the caller said it is about (the
    // offer page says the listing's name), so a call belongs to the listing of that name.
    db
      .select({ about: calls.listingName, day: dayOf(calls.createdAt), n: sql<number>`count(*)::int` })
      .from(calls)
      .where(and(eq(calls.calleeId, userId), eq(calls.site, siteId), between(calls.createdAt, first, last)))
      .groupBy(calls.listingName, dayOf(calls.createdAt)),
    unreadConversations(db, userId, siteId),
    missedCalls(db, userId, siteId, first, last),
  ]);

  const perListing = new Map<string, SellerDaily>(ids.map((id) => [id, emptyDaily(span)]));
  const overall = emptyDaily(span);
  const add = (kind: Kind, listingId: string | null | undefined, day: string, n: number) => {
    const i = dayIndex.get(day);
    if (i === undefined) return;
    overall[kind][i]! += Number(n);
    const daily = listingId ? perListing.get(listingId) : undefined;
    if (daily) daily[kind][i]! += Number(n);
  };
  for (const row of views) add('views', row.listingId, row.day, row.n);
  for (const row of messages) add('messages', row.listingId, row.day, row.n);
  const byName = new Map<string, string>();
  for (const l of shown) if (!byName.has(l.name)) byName.set(l.name, l.id);
  for (const row of rang) add('calls', row.about === null ? null : byName.get(row.about), row.day, row.n);

  const totalsOf = (daily: SellerDaily) => ({
    views: sum(daily.views),
    messages: sum(daily.messages),
    calls: sum(daily.calls),
  });
  const stats: SellerListingStats[] = shown.map((l) => {
    const daily = perListing.get(l.id) ?? emptyDaily(span);
    return {
      id: l.id,
      name: l.name,
      status: l.status,
      thumb: thumbs.get(l.id) ?? null,
      publishedAt: l.publishedAt?.toISOString() ?? null,
      totals: totalsOf(daily),
      daily,
    };
  });
  // Most viewed first, then most talked about; published before archived at equal figures.
  stats.sort(
    (a, b) =>
      b.totals.views - a.totals.views ||
      b.totals.messages + b.totals.calls - (a.totals.messages + a.totals.calls) ||
      Number(a.status !== 'published') - Number(b.status !== 'published'),
  );

  return {
    period: request.period,
    days,
    totals: totalsOf(overall),
    daily: overall,
    listings: stats,
    unread,
    missedCalls: missed,
    drafts: own
      .filter((l) => l.status === 'draft')
      .map((l) => ({ id: l.id, name: l.name, updatedAt: l.updatedAt.toISOString() })),
  };
}

/** Each listing's cover, or its first picture: the small variant. */
async function coverThumbs(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, [...ids]))
    .orderBy(desc(listingImages.cover), asc(listingImages.position));
  const out = new Map<string, string>();
  for (const row of rows) if (!out.has(row.listingId)) out.set(row.listingId, imageView(row).thumb);
  return out;
}

/**
 * The caller's conversations on this site (as buyer or seller) with messages they have not read:
 * the other side's messages after their own read mark, as My messages counts them.
 */
async function unreadConversations(db: Db, userId: string, siteId: string): Promise<SellerHome['unread']> {
  const readMark = sql`coalesce(case when ${conversations.buyerId} = ${userId} then ${conversations.buyerReadAt} else ${conversations.sellerReadAt} end, '-infinity'::timestamptz)`;
  const rows = await db
    .select({
      id: conversations.id,
      listingName: conversations.listingName,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      lastMessageAt: conversations.lastMessageAt,
      n: sql<number>`count(*)::int`,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversations.site, siteId),
        // The seller's home is about listings; direct chats have their own app (/apps/chat).
        eq(conversations.kind, 'listing'),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
        ne(conversationMessages.senderId, userId),
        sql`${conversationMessages.createdAt} > ${readMark}`,
      ),
    )
    .groupBy(conversations.id)
    .orderBy(desc(conversations.lastMessageAt));
  const latest = rows.slice(0, LATEST);
  const names = await namesOf(
    db,
    latest.map((r) => (r.buyerId === userId ? r.sellerId : r.buyerId)),
  );
  return {
    conversations: rows.length,
    messages: sum(rows.map((r) => Number(r.n))),
    latest: latest.map((r) => ({
      id: r.id,
      listingName: r.listingName ?? '',
      otherName: names.get(r.buyerId === userId ? r.sellerId : r.buyerId) ?? '',
      unread: Number(r.n),
      lastMessageAt: r.lastMessageAt.toISOString(),
    })),
  };
}

/** Calls to the caller on this site that rang out unanswered in the period. */
async function missedCalls(
  db: Db,
  userId: string,
  siteId: string,
  first: string,
  last: string,
): Promise<SellerHome['missedCalls']> {
  const where = and(
    eq(calls.calleeId, userId),
    eq(calls.site, siteId),
    eq(calls.status, 'missed'),
    between(calls.createdAt, first, last),
  );
  const [[counted], latest] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(calls)
      .where(where),
    db
      .select({ id: calls.id, callerId: calls.callerId, listingName: calls.listingName, createdAt: calls.createdAt })
      .from(calls)
      .where(where)
      .orderBy(desc(calls.createdAt))
      .limit(LATEST),
  ]);
  const names = await namesOf(
    db,
    latest.map((c) => c.callerId),
  );
  return {
    count: Number(counted?.n ?? 0),
    latest: latest.map((c) => ({
      id: c.id,
      callerId: c.callerId,
      callerName: names.get(c.callerId) ?? '',
      listingName: c.listingName,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}

async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
