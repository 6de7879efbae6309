import { asc, getTableColumns, inArray } from 'drizzle-orm';
import type { ListingKind, ListingView } from '../../../common/schemas/listings';
import type { Db } from '../../db/client';
import { listingImages, listings, users, type Listing } from '../../db/schema';
import { imageView } from '../../media/listing-image-view';

/** Every column but the search vector: only the database reads that, so it never travels. */
export const listingColumns = Object.fromEntries(
  Object.entries(getTableColumns(listings)).filter(([key]) => key !== 'search'),
) as Omit<ReturnType<typeof getTableColumns<typeof listings>>, 'search'>;
export type ListingRow = Omit<Listing, 'search'>;

export { imageView, LISTING_IMAGE_PATH } from '../../media/listing-image-view';

/** The listings as the API shows them, with owner names and images in order, in one query each. */
export async function listingViews(db: Db, rows: readonly ListingRow[]): Promise<ListingView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const [images, owners] = await Promise.all([
    db.select().from(listingImages).where(inArray(listingImages.listingId, ids)).orderBy(asc(listingImages.position)),
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ownerIds)),
  ]);
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  return rows.map((row) => ({
    id: row.id,
    site: row.site,
    owner: { id: row.ownerId, name: ownerName.get(row.ownerId) ?? '' },
    // Only the listing schema's kinds are ever written.
    kind: row.kind as ListingKind,
    name: row.name,
    description: row.description,
    language: row.language,
    priceMinor: row.priceMinor,
    currency: row.currency,
    priceBasis: row.priceBasis,
    duration:
      row.durationAmount !== null && row.durationUnit !== null
        ? { amount: row.durationAmount, unit: row.durationUnit }
        : null,
    locationText: row.locationText,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    images: images.filter((i) => i.listingId === row.id).map(imageView),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }));
}

export async function listingView(db: Db, row: ListingRow): Promise<ListingView> {
  const [view] = await listingViews(db, [row]);
  return view!;
}
