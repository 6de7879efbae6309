import { subject } from '@casl/ability';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppAbility } from '../../../common/permissions/define-ability';
import {
  SITE_LISTING_KINDS,
  type ListingData,
  type ListingPage,
  type ListingView,
  type MyListingsQuery,
} from '../../../common/schemas/listings';
import type { SiteConfig } from '../../../common/sites';
import type { Db } from '../../db/client';
import { listingImages, listings, searchConfigFor } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { FetchResult } from '../../media/fetch-remote';
import { listingPreset } from '../../media/presets';
import { deleteMedia, type saveMedia } from '../../media/store';
import { checkNewListing, type ListingQuota } from './quota';
import { listingColumns, listingView, listingViews, type ListingRow } from './listing-view';
import { sanitizeHtml } from '../../security/sanitize-html';

/** What the listing services need, so tests can call them without HTTP. */
export interface ListingsDeps {
  db: Db;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Writes an image's variants; the media store, unless a test stands in to fail the step. */
  saveImage: typeof saveMedia;
  /** Downloads a picture by URL (media/fetch-remote.ts); tests allow their local server. */
  fetchImage: (url: string) => Promise<FetchResult>;
  /** Per-account limits (quota.ts). */
  quota: ListingQuota;
}

/** Who asks and where: the signed-in user (or nobody), what they may do, the request's site. */
export interface Actor {
  userId: string | null;
  ability: AppAbility;
  site: SiteConfig;
}

const notFound = () => new HttpError(404, 'listingNotFound');

/** Owner (own-listing rule) or admin (manage all): the same CASL check as every other route. */
export const mayChange = (actor: Actor, row: Pick<ListingRow, 'ownerId'>) =>
  actor.userId !== null && actor.ability.can('update', subject('Listing', { ownerId: row.ownerId }));

/** A listing of this site the actor may see: published for anyone, otherwise owner or admin only. */
export async function visibleListing(db: Db, actor: Actor, id: string): Promise<ListingRow> {
  const [row] = await db
    .select(listingColumns)
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.site, actor.site.id)));
  if (!row || (row.status !== 'published' && !mayChange(actor, row))) throw notFound();
  return row;
}

/**
 * A listing of this site the actor may change. Someone else's draft is not found (its existence
 * is nobody else's business); someone else's published listing is forbidden.
 */
export async function changeableListing(db: Db, actor: Actor, id: string): Promise<ListingRow> {
  const row = await visibleListing(db, actor, id);
  if (!mayChange(actor, row))
    throw new HttpError(403, 'forbidden', { values: { action: 'update', subject: 'Listing' } });
  return row;
}

/** The stored columns for validated input on this site: kind and language checked, text sanitized. */
function columnsFor(site: SiteConfig, input: ListingData, currentKind?: string) {
  const siteKinds = SITE_LISTING_KINDS[site.id];
  // An edit that does not name the kind keeps it (the generic site's listings have many kinds); a
  // new one is of the site's main kind.
  const kind = input.kind ?? currentKind ?? siteKinds?.[0] ?? 'offer';
  if (siteKinds !== null && !(siteKinds as readonly string[]).includes(kind)) {
    throw new HttpError(400, 'invalidInput', { fields: { kind: 'listingKindInvalid' } });
  }
  const language = input.language ?? site.defaultLang;
  return {
    kind,
    name: input.name,
    description: sanitizeHtml(input.description),
    language,
    searchConfig: searchConfigFor(language),
    priceMinor: input.priceMinor,
    currency: input.priceMinor === 0 ? null : input.currency,
    // Free is free for everyone: a free offer "per person" would say nothing, as its currency.
    priceBasis: input.priceMinor === 0 ? ('whole' as const) : input.priceBasis,
    durationAmount: input.duration?.amount ?? null,
    durationUnit: input.duration?.unit ?? null,
    locationText: input.locationText,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

export async function createListing(deps: ListingsDeps, actor: Actor, input: ListingData): Promise<ListingView> {
  if (!actor.userId || !actor.ability.can('create', subject('Listing', { ownerId: actor.userId }))) {
    throw new HttpError(403, 'forbidden', { values: { action: 'create', subject: 'Listing' } });
  }
  const ownerId = actor.userId;
  const columns = columnsFor(actor.site, input);
  const row = await deps.db.transaction(async (tx) => {
    await checkNewListing(tx, deps.quota, ownerId);
    const [inserted] = await tx
      .insert(listings)
      .values({ ...columns, site: actor.site.id, ownerId, status: 'draft' })
      .returning(listingColumns);
    return inserted!;
  });
  return listingView(deps.db, row);
}

export async function updateListing(
  deps: ListingsDeps,
  actor: Actor,
  id: string,
  input: ListingData,
): Promise<ListingView> {
  const current = await changeableListing(deps.db, actor, id);
  const [row] = await deps.db
    .update(listings)
    .set({ ...columnsFor(actor.site, input, current.kind), updatedAt: new Date() })
    .where(eq(listings.id, id))
    .returning(listingColumns);
  if (!row) throw notFound();
  return listingView(deps.db, row);
}

/** Publishing keeps the first publication date, so "newest" does not reward republishing. */
export async function setPublished(
  deps: ListingsDeps,
  actor: Actor,
  id: string,
  published: boolean,
): Promise<ListingView> {
  const current = await changeableListing(deps.db, actor, id);
  const now = new Date();
  const status = published ? 'published' : current.status === 'published' ? 'archived' : current.status;
  const [row] = await deps.db
    .update(listings)
    .set({ status, updatedAt: now, ...(published && !current.publishedAt ? { publishedAt: now } : {}) })
    .where(eq(listings.id, id))
    .returning(listingColumns);
  if (!row) throw notFound();
  return listingView(deps.db, row);
}

/**
 * The row goes first (its images with it, by cascade), then the files: a failure in between
 * leaves unused files, never a listing pointing at missing pictures. File errors are logged.
 */
export async function deleteListing(deps: ListingsDeps, actor: Actor, id: string): Promise<void> {
  await changeableListing(deps.db, actor, id);
  const removed = await deps.db.transaction(async (tx) => {
    const images = await tx
      .select({ mediaId: listingImages.mediaId })
      .from(listingImages)
      .where(eq(listingImages.listingId, id));
    await tx.delete(listings).where(eq(listings.id, id));
    return images;
  });
  await removeFiles(
    deps,
    removed.map((i) => i.mediaId),
  );
}

export async function removeFiles(deps: ListingsDeps, mediaIds: readonly (string | null)[]): Promise<void> {
  await Promise.all(
    mediaIds
      .filter((m): m is string => m !== null)
      .map((m) =>
        deleteMedia(deps.dataDir, listingPreset, m).catch((err: unknown) =>
          deps.log.error({ err, mediaId: m }, 'could not remove the files of a listing image'),
        ),
      ),
  );
}

export async function getListing(deps: ListingsDeps, actor: Actor, id: string): Promise<ListingView> {
  return listingView(deps.db, await visibleListing(deps.db, actor, id));
}

/** The caller's own listings on this site, every status, most recently changed first. */
export async function myListings(deps: ListingsDeps, actor: Actor, query: MyListingsQuery): Promise<ListingPage> {
  if (!actor.userId) throw new HttpError(401, 'signInRequired');
  const where = and(
    eq(listings.site, actor.site.id),
    eq(listings.ownerId, actor.userId),
    query.status ? eq(listings.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(listingColumns)
      .from(listings)
      .where(where)
      .orderBy(desc(listings.updatedAt), desc(listings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(listings).where(where),
  ]);
  return { items: await listingViews(deps.db, rows), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
