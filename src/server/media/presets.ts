import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../common/schemas/account';
import { LISTING_IMAGE_MAX_BYTES, LISTING_IMAGE_TYPES } from '../../common/schemas/listings';
import type { ImageType } from './sniff';

/** One stored size of a picture: it fits inside `size` x `size`, never enlarged. */
export interface VariantSpec {
  /** Part of the file name (`<id>-<name>.webp`): lower-case letters and digits. */
  readonly name: string;
  readonly size: number;
  /** WebP quality, 1-100. */
  readonly quality: number;
}

/** What one kind of upload accepts and which variants it is stored as. */
export interface MediaPreset {
  /** The folder under DATA_DIR/uploads. */
  readonly collection: string;
  readonly accept: readonly ImageType[];
  readonly maxBytes: number;
  /**
   * A small file can still claim 50000 x 50000 pixels (a decompression bomb): pictures are
   * refused above this many pixels before they are decoded.
   */
  readonly maxPixels: number;
  readonly variants: readonly VariantSpec[];
}

/** A profile picture never needs more than 512 px; the browser is told PNG, JPEG and WebP. */
export const avatarPreset: MediaPreset = {
  collection: 'avatars',
  accept: AVATAR_TYPES,
  maxBytes: AVATAR_MAX_BYTES,
  maxPixels: 24_000_000,
  variants: [{ name: 'avatar', size: 512, quality: 85 }],
};

/**
 * Listing photos (modules/listings): a thumbnail for result lists, a card for grids and a full size
 * for the gallery, so no page downloads more than it shows. Phone cameras give 12-48 MP photos of
 * a few MB; the limits take those and little more.
 */
export const listingPreset: MediaPreset = {
  collection: 'listings',
  accept: LISTING_IMAGE_TYPES,
  maxBytes: LISTING_IMAGE_MAX_BYTES,
  maxPixels: 50_000_000,
  variants: [
    { name: 'thumb', size: 320, quality: 75 },
    { name: 'card', size: 800, quality: 80 },
    { name: 'full', size: 1600, quality: 82 },
  ],
};

/**
 * Pictures attached to Kanban cards (modules/kanban): a thumbnail for the card and a full size to
 * open; the listing photos' limits (screenshots and phone photos).
 */
export const kanbanAttachmentPreset: MediaPreset = {
  collection: 'kanban',
  accept: LISTING_IMAGE_TYPES,
  maxBytes: LISTING_IMAGE_MAX_BYTES,
  maxPixels: 50_000_000,
  variants: [
    { name: 'thumb', size: 320, quality: 75 },
    { name: 'full', size: 1600, quality: 82 },
  ],
};
