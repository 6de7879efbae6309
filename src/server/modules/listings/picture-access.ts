import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingImages, listings } from '../../db/schema';
import { mayChange, type Actor } from './service';

/**
 * Who may load an uploaded picture (issue #30): a published listing's pictures are public and
 * cached for good; a draft's or an archived listing's are its owner's and the admins' only (the
 * same rule as the listing itself), never stored by a shared cache. A file no row knows is
 * nobody's. Judged per request, so a picture becomes public the moment its listing is published.
 */
export async function pictureAccess(db: Db, actor: Actor, mediaId: string): Promise<'public' | 'private' | null> {
  const [row] = await db
    .select({ status: listings.status, ownerId: listings.ownerId })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(eq(listingImages.mediaId, mediaId))
    .limit(1);
  if (!row) return null;
  if (row.status === 'published') return 'public';
  return mayChange(actor, row) ? 'private' : null;
}
