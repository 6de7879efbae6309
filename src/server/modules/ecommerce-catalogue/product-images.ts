import type { ProductImage } from '../../../common/schemas/ecommerce-catalogue';
import { listingPreset, type MediaPreset } from '../../media/presets';
import { deleteMedia, mediaBytes, saveMedia, variantFile } from '../../media/store';
import { renderVariants } from '../../media/variants';
import { HttpError } from '../../plugins/errors';
import { pictureProblem } from '../../media/picture-problem';

/*
 * Product and category pictures go through the listings' media pipeline (src/server/media): the
 * same checks, sizes and WebP variants, in their own `products` collection. An upload is stored
 * first and named by the product or category saved after it, so the add form can show a picture
 * before the product exists.
 */

export const productPreset: MediaPreset = { ...listingPreset, collection: 'products' };
/** Where the browser loads a variant (served by this module, public: shop pictures are not secret). */
export const PRODUCT_IMAGE_PATH = '/api/product-images/';

export function imageOf(mediaId: string): ProductImage {
  return {
    mediaId,
    thumb: PRODUCT_IMAGE_PATH + variantFile(mediaId, 'thumb'),
    full: PRODUCT_IMAGE_PATH + variantFile(mediaId, 'full'),
  };
}

/** Renders and stores an uploaded picture. */
export async function storeProductImage(dataDir: string, data: Buffer): Promise<ProductImage> {
  const rendered = await renderVariants(data, productPreset);
  if ('problem' in rendered) throw pictureProblem(rendered.problem);
  const saved = await saveMedia(dataDir, productPreset, rendered.variants);
  return imageOf(saved.id);
}

/** Refuses ids that name no stored picture (400 on `field`), so a row never points at nothing. */
export async function checkStored(dataDir: string, ids: readonly string[], field: string): Promise<void> {
  for (const id of ids) {
    if ((await mediaBytes(dataDir, productPreset, id)) === 0) {
      throw new HttpError(400, 'invalidInput', { fields: { [field]: 'listingImageNotFound' } });
    }
  }
}

export async function removeImages(dataDir: string, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => deleteMedia(dataDir, productPreset, id)));
}
