import { and, count, eq, gt, min } from 'drizzle-orm';
import type { ListingUsage } from '../../../common/schemas/listings';
import type { Db } from '../../db/client';
import { listingImages, listings, users } from '../../db/schema';
import type { Env } from '../../env';
import { HttpError } from '../../http-error';
import { listingPreset } from '../../media/presets';
import { mediaBytes } from '../../media/store';

/*
 * Per-account limits on listings and pictures (issue #30): without them one account created
 * 100 drafts in two seconds and stored about 2 MB per noise picture, gigabytes an hour. Counted
 * from the rows and files themselves, so they hold across restarts and processes, and an admin
 * reads the same numbers the checks use. Admins are counted too: a stolen admin session must
 * not fill the disk either. The demo seed writes rows directly and never meets these checks.
 */

export interface ListingQuota {
  listingsPerDay: number;
  draftsMax: number;
  picturesPerDay: number;
  storageBytes: number;
}

export const quotaFromEnv = (env: Env): ListingQuota => ({
  listingsPerDay: env.LISTINGS_PER_DAY,
  draftsMax: env.LISTING_DRAFTS_MAX,
  picturesPerDay: env.LISTING_PICTURES_PER_DAY,
  storageBytes: env.LISTING_STORAGE_MB * 1024 * 1024,
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** What a transaction or the database itself offers: the checks run inside the writer's transaction. */
type Reader = Pick<Db, 'select'>;

/** Seconds until the oldest count of a rolling day leaves it (a Retry-After for 429). */
const retryAfter = (oldest: Date | null) =>
  Math.max(1, Math.ceil(((oldest?.getTime() ?? Date.now()) + DAY_MS - Date.now()) / 1000));

async function listingsToday(db: Reader, ownerId: string) {
  const [row] = await db
    .select({ n: count(), oldest: min(listings.createdAt) })
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), gt(listings.createdAt, new Date(Date.now() - DAY_MS))));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

async function draftCount(db: Reader, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), eq(listings.status, 'draft')));
  return row?.n ?? 0;
}

async function picturesToday(db: Reader, ownerId: string) {
  const [row] = await db
    .select({ n: count(), oldest: min(listingImages.createdAt) })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(and(eq(listings.ownerId, ownerId), gt(listingImages.createdAt, new Date(Date.now() - DAY_MS))));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** The stored files of every uploaded picture of the owner's listings (file sizes: no column to drift). */
async function storageBytes(db: Reader, dataDir: string, ownerId: string): Promise<number> {
  const rows = await db
    .select({ mediaId: listingImages.mediaId })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(eq(listings.ownerId, ownerId));
  const sizes = await Promise.all(rows.map((r) => (r.mediaId ? mediaBytes(dataDir, listingPreset, r.mediaId) : 0)));
  return sizes.reduce((a, b) => a + b, 0);
}

/**
 * Locks the owner's user row until the transaction ends: two requests of one account at once
 * (different listings, different processes) take turns, so neither passes a limit the other
 * has just reached.
 */
async function lockAccount(tx: Reader, ownerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/** Inside the transaction that creates a listing: 429 past the daily count, 403 past the drafts kept. */
export async function checkNewListing(tx: Reader, quota: ListingQuota, ownerId: string): Promise<void> {
  await lockAccount(tx, ownerId);
  const today = await listingsToday(tx, ownerId);
  if (today.n >= quota.listingsPerDay) {
    throw new HttpError(429, 'listingDailyLimit', {
      retryAfterSeconds: retryAfter(today.oldest),
    });
  }
  if ((await draftCount(tx, ownerId)) >= quota.draftsMax) {
    throw new HttpError(403, 'listingDraftLimit');
  }
}

/**
 * Inside the transaction that adds a picture of `addedBytes` (0 before the files exist): 429
 * past the daily count, 413 when the account's stored pictures would pass its storage.
 */
export async function checkNewPicture(
  tx: Reader,
  dataDir: string,
  quota: ListingQuota,
  ownerId: string,
  addedBytes: number,
): Promise<void> {
  await lockAccount(tx, ownerId);
  const today = await picturesToday(tx, ownerId);
  if (today.n >= quota.picturesPerDay) {
    throw new HttpError(429, 'listingImageDailyLimit', {
      retryAfterSeconds: retryAfter(today.oldest),
    });
  }
  const stored = await storageBytes(tx, dataDir, ownerId);
  // Files of this very upload are already on disk but have no row yet: not counted twice.
  if (stored + addedBytes > quota.storageBytes) {
    throw new HttpError(413, 'listingStorageFull');
  }
}

/** An account's use of every limit, for the admin's user page. */
export async function accountUsage(
  db: Db,
  dataDir: string,
  quota: ListingQuota,
  ownerId: string,
): Promise<ListingUsage> {
  const [created, drafts, pictures, bytes] = await Promise.all([
    listingsToday(db, ownerId),
    draftCount(db, ownerId),
    picturesToday(db, ownerId),
    storageBytes(db, dataDir, ownerId),
  ]);
  return {
    listingsToday: { used: created.n, limit: quota.listingsPerDay },
    drafts: { used: drafts, limit: quota.draftsMax },
    picturesToday: { used: pictures.n, limit: quota.picturesPerDay },
    storageBytes: { used: bytes, limit: quota.storageBytes },
  };
}
