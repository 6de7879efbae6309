import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { todayUtc } from '../../../common/schemas/dashboards';
import type { Db } from '../../db/client';
import { listings, offerViews, offerViewSalts } from '../../db/schema';

/*
 * Offer-page views, counted without cookies (issue #33). A visitor is a hash: of the signed-in
 * user's id, else of the request's IP address and user agent, salted with a random salt of the
 * UTC day. The table keeps one row per listing, day and hash, so a visitor counts once a day
 * however often they come back; the salt of a day that is over is deleted, after which nobody
 * (this server included) can tell whose a hash was, or match it with another day's. The owner's
 * own views never count; neither do self-declared robots (search engines run an offer page's
 * script too) nor a request without a user agent.
 */

/** User agents of crawlers and link previews that say what they are. */
const ROBOT = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pingdom/i;

export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || ROBOT.test(userAgent);
}

/** Who is looking, before hashing: the account when signed in, else where from and with what. */
export function visitorKey(viewer: { userId: string | null; ip: string; userAgent: string }): string {
  return viewer.userId ? `user:${viewer.userId}` : `anon:${viewer.ip}\n${viewer.userAgent}`;
}

/** 128 bits of a salted SHA-256: plenty to tell a day's visitors apart, nothing to read back. */
export function visitorHash(salt: string, key: string): string {
  return createHash('sha256').update(salt).update('\n').update(key).digest('base64url').slice(0, 22);
}

/**
 * The salt of a UTC day, made by whichever process needs it first (the others read the same row)
 * and kept in memory for the rest of the day. Making a new day's salt deletes the older ones.
 */
export function createSaltSource(db: Db) {
  let cached: { day: string; salt: string } | null = null;
  return async function saltOf(day: string): Promise<string> {
    if (cached?.day === day) return cached.salt;
    await db
      .insert(offerViewSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db
      .select({ salt: offerViewSalts.salt })
      .from(offerViewSalts)
      .where(eq(offerViewSalts.day, day));
    await db.delete(offerViewSalts).where(lt(offerViewSalts.day, day));
    cached = { day, salt: row!.salt };
    return cached.salt;
  };
}
export type SaltSource = ReturnType<typeof createSaltSource>;

export interface ViewRequest {
  siteId: string;
  listingId: string;
  /** The signed-in caller, or null. */
  userId: string | null;
  ip: string;
  userAgent: string | undefined;
  now?: Date;
}

/**
 * Counts one view of a published listing of this site. Null when there is no such listing;
 * `counted` false for the owner, a robot, or a visitor already counted today.
 */
export async function recordView(db: Db, saltOf: SaltSource, view: ViewRequest): Promise<{ counted: boolean } | null> {
  const [listing] = await db
    .select({ ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.id, view.listingId), eq(listings.site, view.siteId), eq(listings.status, 'published')));
  if (!listing) return null;
  if (listing.ownerId === view.userId || isRobot(view.userAgent)) return { counted: false };
  const day = todayUtc(view.now);
  const key = visitorKey({ userId: view.userId, ip: view.ip, userAgent: view.userAgent ?? '' });
  const visitor = visitorHash(await saltOf(day), key);
  const inserted = await db
    .insert(offerViews)
    .values({ listingId: view.listingId, day, visitor })
    .onConflictDoNothing()
    .returning({ day: offerViews.day });
  return { counted: inserted.length > 0 };
}
