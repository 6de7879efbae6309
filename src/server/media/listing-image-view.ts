import type { ListingImageView } from '../../common/schemas/listings';
import type { ListingImage } from '../db/schema';
import { listingPreset } from './presets';
import { variantFile } from './store';

/*
 * Where the browser finds a listing picture. Here rather than in modules/listings because other
 * modules show listing thumbnails too (a conversation's listing), and modules never import each
 * other (ADR 0010).
 */

/** Where the browser loads an uploaded picture's variants (served by modules/listings). */
export const LISTING_IMAGE_PATH = '/api/listing-images/';

export function imageView(image: ListingImage): ListingImageView {
  if (image.url !== null) {
    return { id: image.id, cover: image.cover, source: 'url', thumb: image.url, card: image.url, full: image.url };
  }
  const mediaId = image.mediaId ?? '';
  const [thumb, card, full] = listingPreset.variants.map((v) => LISTING_IMAGE_PATH + variantFile(mediaId, v.name));
  return { id: image.id, cover: image.cover, source: 'upload', thumb: thumb!, card: card!, full: full! };
}
