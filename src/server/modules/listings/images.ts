import { and, asc, eq } from 'drizzle-orm';
import { LISTING_IMAGES_MAX, type ListingView } from '../../../common/schemas/listings';
import { listingImages, listings } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { FetchProblem } from '../../media/fetch-remote';
import { listingPreset } from '../../media/presets';
import { renderVariants } from '../../media/variants';
import { listingView } from './listing-view';
import { checkNewPicture } from './quota';
import { changeableListing, removeFiles, type Actor, type ListingsDeps } from './service';
import { pictureProblem } from '../../media/picture-problem';

const limitReached = () => new HttpError(400, 'listingImageLimit', { fields: { file: 'listingImageLimit' } });

/** Why a URL gave no picture; the `url` field, so the form marks that picture. */
function remoteProblem(problem: FetchProblem): HttpError {
  switch (problem) {
    case 'tooLarge':
      return new HttpError(413, 'listingImageTooLarge', { fields: { url: 'listingImageTooLarge' } });
    case 'address':
      return new HttpError(400, 'imageUrlRefused', { fields: { url: 'imageUrlRefused' } });
    case 'unreachable':
      return new HttpError(400, 'imageUrlUnreachable', { fields: { url: 'imageUrlUnreachable' } });
  }
}

/**
 * Adds an image row at the end. The listing row is locked, so two uploads at once cannot
 * both take the last free place, and a listing deleted meanwhile is noticed (404) instead of
 * getting an image row. The first image becomes the cover.
 */
async function appendImage(deps: ListingsDeps, listingId: string, mediaId: string, bytes: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [owned] = await tx.select({ ownerId: listings.ownerId }).from(listings).where(eq(listings.id, listingId));
    if (!owned) throw new HttpError(404, 'listingNotFound');
    // Counted against the listing's owner (whose disk share it is), also when an admin adds it.
    // The account is locked before the listing, the order a user's deletion takes (user, then
    // its listings by cascade), so the two cannot wait on each other.
    await checkNewPicture(tx, deps.dataDir, deps.quota, owned.ownerId, bytes);
    const [locked] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for('update');
    if (!locked) throw new HttpError(404, 'listingNotFound');
    const existing = await tx
      .select({ position: listingImages.position, cover: listingImages.cover })
      .from(listingImages)
      .where(eq(listingImages.listingId, listingId));
    if (existing.length >= LISTING_IMAGES_MAX) throw limitReached();
    await tx.insert(listingImages).values({
      listingId,
      position: Math.max(-1, ...existing.map((i) => i.position)) + 1,
      cover: !existing.some((i) => i.cover),
      mediaId,
    });
    await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));
  });
}

async function countImages(db: ListingsDeps['db'], listingId: string): Promise<number> {
  return (await db.select({ id: listingImages.id }).from(listingImages).where(eq(listingImages.listingId, listingId)))
    .length;
}

/** Cheap refusals before anything costly (a download, the rendering); appendImage checks again under the lock. */
async function precheck(deps: ListingsDeps, listing: { id: string; ownerId: string }): Promise<void> {
  if ((await countImages(deps.db, listing.id)) >= LISTING_IMAGES_MAX) throw limitReached();
  await checkNewPicture(deps.db, deps.dataDir, deps.quota, listing.ownerId, 0);
}

/**
 * A picture's bytes (an upload, or fetched from a URL): checked and rendered by the media module,
 * its files written, then its row. If the row cannot be written the files are removed again, so
 * a failure at any step leaves neither a row pointing at missing files nor files no row knows.
 */
async function storePicture(deps: ListingsDeps, actor: Actor, listingId: string, data: Buffer): Promise<ListingView> {
  const rendered = await renderVariants(data, listingPreset);
  if ('problem' in rendered) throw pictureProblem(rendered.problem);
  const saved = await deps.saveImage(deps.dataDir, listingPreset, rendered.variants);
  const bytes = rendered.variants.reduce((sum, v) => sum + v.data.length, 0);
  try {
    await appendImage(deps, listingId, saved.id, bytes);
  } catch (err) {
    await removeFiles(deps, [saved.id]);
    throw err;
  }
  return listingView(deps.db, await changeableListing(deps.db, actor, listingId));
}

export async function addUploadedImage(
  deps: ListingsDeps,
  actor: Actor,
  listingId: string,
  data: Buffer,
): Promise<ListingView> {
  await precheck(deps, await changeableListing(deps.db, actor, listingId));
  return storePicture(deps, actor, listingId, data);
}

/**
 * A picture by address: the server downloads it once (media/fetch-remote.ts: public addresses
 * only, size and time limits) and it goes through the same checks and variants as an upload.
 * The listing never points at a foreign address: that page could change it, track visitors, or
 * be refused by the site's own CSP.
 */
export async function addImageUrl(
  deps: ListingsDeps,
  actor: Actor,
  listingId: string,
  url: string,
): Promise<ListingView> {
  await precheck(deps, await changeableListing(deps.db, actor, listingId));
  const fetched = await deps.fetchImage(url);
  if ('problem' in fetched) throw remoteProblem(fetched.problem);
  return storePicture(deps, actor, listingId, fetched.data);
}

/** Puts every image in the given order and marks the cover; the list must name each image once. */
export async function arrangeImages(
  deps: ListingsDeps,
  actor: Actor,
  listingId: string,
  order: { imageIds: readonly string[]; coverId: string },
): Promise<ListingView> {
  await changeableListing(deps.db, actor, listingId);
  await deps.db.transaction(async (tx) => {
    const current = await tx
      .select({ id: listingImages.id })
      .from(listingImages)
      .where(eq(listingImages.listingId, listingId));
    const ids = new Set(current.map((i) => i.id));
    const sameSet =
      order.imageIds.length === ids.size &&
      new Set(order.imageIds).size === ids.size &&
      order.imageIds.every((id) => ids.has(id));
    if (!sameSet) throw new HttpError(400, 'invalidInput', { fields: { imageIds: 'listingImageOrder' } });
    if (!ids.has(order.coverId))
      throw new HttpError(400, 'invalidInput', { fields: { coverId: 'listingImageNotFound' } });
    // The old cover is cleared first: at most one cover per listing is a unique index.
    await tx.update(listingImages).set({ cover: false }).where(eq(listingImages.listingId, listingId));
    for (const [position, id] of order.imageIds.entries()) {
      await tx
        .update(listingImages)
        .set({ position, cover: id === order.coverId })
        .where(eq(listingImages.id, id));
    }
    await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));
  });
  return listingView(deps.db, await changeableListing(deps.db, actor, listingId));
}

/** Removes one picture: the row first, then its files; a removed cover passes to the first remaining. */
export async function deleteImage(
  deps: ListingsDeps,
  actor: Actor,
  listingId: string,
  imageId: string,
): Promise<ListingView> {
  await changeableListing(deps.db, actor, listingId);
  const removed = await deps.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(listingImages)
      .where(and(eq(listingImages.id, imageId), eq(listingImages.listingId, listingId)))
      .returning();
    if (!gone) throw new HttpError(404, 'listingImageNotFound');
    if (gone.cover) {
      const [next] = await tx
        .select({ id: listingImages.id })
        .from(listingImages)
        .where(eq(listingImages.listingId, listingId))
        .orderBy(asc(listingImages.position))
        .limit(1);
      if (next) await tx.update(listingImages).set({ cover: true }).where(eq(listingImages.id, next.id));
    }
    await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));
    return gone;
  });
  await removeFiles(deps, [removed.mediaId]);
  return listingView(deps.db, await changeableListing(deps.db, actor, listingId));
}
