import * as api from '@common/api/listings';
import type { ListingData, ListingView } from '@common/schemas/listings';
import { ApiError } from '@web/lib/api-error';
import { callApi } from '@web/lib/api-client';
import { uploadFile } from '@web/lib/upload';
import { coverKeyOf, markSaved, patchDraft, unsent, type ImagesState } from './image-drafts';

/** Reads and replaces the form's pictures; the page's state follows every step. */
export interface ImagesStore {
  get: () => ImagesState;
  apply: (change: (state: ImagesState) => ImagesState) => void;
}

const TOO_LARGE = { code: 'listingImageTooLarge', message: 'The image is larger than 10 MB.' };

async function sendOne(listingId: string, store: ImagesStore, key: string): Promise<ListingView | null> {
  const draft = store.get().items.find((i) => i.key === key);
  if (!draft || draft.kind === 'saved') return null;
  const before = knownIds(store);
  store.apply((s) => patchDraft(s, key, { state: 'uploading', progress: 0, error: null }));
  try {
    const listing =
      draft.kind === 'file'
        ? await uploadFile(api.uploadListingImage, draft.file, {
            params: { id: listingId },
            tooLarge: TOO_LARGE,
            onProgress: (progress) => store.apply((s) => patchDraft(s, key, { progress })),
          })
        : await callApi(api.addListingImageUrl, { params: { id: listingId }, body: { url: draft.url } });
    // The new picture is the one the listing did not have before.
    const added = listing.images.find((i) => !before.has(i.id)) ?? listing.images.at(-1);
    if (added) store.apply((s) => markSaved(s, key, added));
    return listing;
  } catch (error) {
    store.apply((s) => patchDraft(s, key, { state: 'failed', progress: 0, error }));
    return null;
  }
}

function knownIds(store: ImagesStore): Set<string> {
  return new Set(store.get().items.flatMap((i) => (i.kind === 'saved' ? [i.image.id] : [])));
}

/** Puts the server's pictures in the form's order with the form's cover (skipping failed ones). */
async function arrange(listing: ListingView, store: ImagesStore): Promise<ListingView> {
  const state = store.get();
  const saved = state.items.flatMap((i) => (i.kind === 'saved' ? [i.image.id] : []));
  if (saved.length === 0) return listing;
  const wanted = coverKeyOf(state);
  const coverId = wanted && saved.includes(wanted) ? wanted : saved[0]!;
  const current = listing.images.map((i) => i.id);
  const sameOrder = current.length === saved.length && current.every((id, n) => id === saved[n]);
  if (sameOrder && listing.images.find((i) => i.cover)?.id === coverId) return listing;
  return callApi(api.arrangeListingImages, { params: { id: listing.id }, body: { imageIds: saved, coverId } });
}

/**
 * Pictures first removed, then sent one by one (each with its own progress), then ordered. A
 * picture that fails does not stop the others or the listing: it stays in the form, failed.
 */
async function syncImages(listing: ListingView, store: ImagesStore): Promise<ListingView> {
  let latest = listing;
  for (const imageId of store.get().removedIds) {
    try {
      latest = await callApi(api.deleteListingImage, { params: { id: listing.id, imageId } });
    } catch (error) {
      // Already gone is what was wanted; anything else is a real failure of the save.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    store.apply((s) => ({ ...s, removedIds: s.removedIds.filter((r) => r !== imageId) }));
  }
  for (const draft of unsent(store.get())) latest = (await sendOne(listing.id, store, draft.key)) ?? latest;
  return arrange(latest, store);
}

export interface SaveResult {
  listing: ListingView;
  /** Pictures that could not be sent (shown in the form with a retry). */
  failed: number;
}

/**
 * Creates or replaces the listing, syncs its pictures, then publishes it or (a published one
 * saved as a draft) takes it down.
 */
export async function saveListing(
  id: string | null,
  values: ListingData,
  publish: boolean,
  store: ImagesStore,
): Promise<SaveResult> {
  const saved = id
    ? await callApi(api.updateListing, { params: { id }, body: values })
    : await callApi(api.createListing, { body: values });
  let listing = await syncImages(saved, store);
  if (publish && listing.status !== 'published')
    listing = await callApi(api.publishListing, { params: { id: listing.id } });
  if (!publish && listing.status === 'published')
    listing = await callApi(api.unpublishListing, { params: { id: listing.id } });
  const failed = store.get().items.filter((i) => i.kind !== 'saved' && i.state === 'failed').length;
  return { listing, failed };
}

/** Sends one failed picture again to a listing that exists, and puts it in its place. */
export async function retryImage(listing: ListingView, store: ImagesStore, key: string): Promise<ListingView> {
  const sent = await sendOne(listing.id, store, key);
  return sent ? arrange(sent, store) : listing;
}
