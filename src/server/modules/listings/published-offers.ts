import { and, asc, count, eq } from 'drizzle-orm';
import type { ListingView } from '../../../common/schemas/listings';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { listingColumns, listingView } from './listing-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const publishedOn = (siteId: string) => and(eq(listings.site, siteId), eq(listings.status, 'published'));

/** A published listing of this site, or null (unknown, not an id, a draft, archived, another site's). */
export async function publishedOffer(db: Db, siteId: string, id: string): Promise<ListingView | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select(listingColumns)
    .from(listings)
    .where(and(publishedOn(siteId), eq(listings.id, id)));
  return row ? listingView(db, row) : null;
}

export async function countPublishedOffers(db: Db, siteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(publishedOn(siteId));
  return row?.n ?? 0;
}

/** A range of the site's published listings, oldest first (stable, so sitemap files do not shift). */
export async function publishedOfferRange(db: Db, siteId: string, offset: number, limit: number) {
  return db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(publishedOn(siteId))
    .orderBy(asc(listings.publishedAt), asc(listings.id))
    .offset(offset)
    .limit(limit);
}
