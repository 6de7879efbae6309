import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '../../../common/api/ecommerce-catalogue';
import { LISTING_IMAGE_MAX_BYTES } from '../../../common/schemas/listings';
import { openMedia, sendMedia } from '../../media/serve';
import { MEDIA_FILE } from '../../media/store';
import { requireAbility } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { HttpError, sendNotFound } from '../../plugins/errors';
import * as categories from './categories';
import { productPreset, storeProductImage } from './product-images';
import * as products from './products';
import * as reviews from './reviews';

const missingFile = () => new HttpError(400, 'listingImageMissing', { fields: { file: 'listingImageMissing' } });

/** The one file part; over the limit is a field error, anything unreadable a 400 (nothing stored). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missingFile();
  try {
    const file = await request.file();
    if (!file) throw missingFile();
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'listingImageTooLarge', { fields: { file: 'listingImageTooLarge' } });
    }
    throw new HttpError(400, 'invalidUpload', { fields: { file: 'invalidUpload' } });
  }
}

/**
 * The shop catalogue (issue #34): products, categories and product pictures need the Product
 * rules, reviews the Review rules (an admin's manage-all has both). Everything is the request's
 * site's; the pages live under scope admin2.
 */
export const ecommerceCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: LISTING_IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  const deps: products.CatalogueDeps = { db: app.db, dataDir: app.env.DATA_DIR };
  const may = (action: 'read' | 'create' | 'update' | 'delete', subject: 'Product' | 'Review') => ({
    onRequest: requireAbility(action, subject),
  });

  route(app, api.listProducts, may('read', 'Product'), async (request) =>
    products.listProducts(app.db, request.site.id, request.query),
  );
  route(app, api.getProduct, may('read', 'Product'), async (request) =>
    products.getProduct(app.db, request.site.id, request.params.id),
  );
  route(app, api.createProduct, may('create', 'Product'), async (request) =>
    products.createProduct(deps, request.site, request.body),
  );
  route(app, api.updateProduct, may('update', 'Product'), async (request) =>
    products.updateProduct(deps, request.site.id, request.params.id, request.body),
  );
  route(app, api.deleteProduct, may('delete', 'Product'), async (request) => {
    await products.deleteProduct(deps, request.site.id, request.params.id);
    return { ok: true as const };
  });
  route(app, api.setProductsStatus, may('update', 'Product'), async (request) => ({
    count: await products.setStatus(app.db, request.site.id, request.body.ids, request.body.status),
  }));
  route(app, api.deleteProducts, may('delete', 'Product'), async (request) => ({
    count: await products.deleteProducts(deps, request.site.id, request.body.ids),
  }));
  route(app, api.uploadProductImage, may('create', 'Product'), async (request) =>
    storeProductImage(deps.dataDir, await uploadedFile(request)),
  );

  route(app, api.listCategories, may('read', 'Product'), async (request) =>
    categories.listCategories(app.db, request.site.id),
  );
  route(app, api.createCategory, may('create', 'Product'), async (request) =>
    categories.createCategory(deps, request.site.id, request.body),
  );
  route(app, api.updateCategory, may('update', 'Product'), async (request) =>
    categories.updateCategory(deps, request.site.id, request.params.id, request.body),
  );
  route(app, api.deleteCategory, may('delete', 'Product'), async (request) => {
    await categories.deleteCategory(deps, request.site.id, request.params.id);
    return { ok: true as const };
  });

  route(app, api.listReviews, may('read', 'Review'), async (request) =>
    reviews.listReviews(app.db, request.site.id, request.query),
  );
  route(app, api.reviewStats, may('read', 'Review'), async (request) => reviews.reviewStats(app.db, request.site.id));
  route(app, api.setReviewStatus, may('update', 'Review'), async (request) =>
    reviews.setReviewStatus(app.db, request.site.id, request.params.id, request.body.status),
  );
  route(app, api.deleteReview, may('delete', 'Review'), async (request) => {
    await reviews.deleteReview(app.db, request.site.id, request.params.id);
    return { ok: true as const };
  });

  // A picture, not JSON, so no descriptor: shop pictures are public, their ids unguessable.
  app.get(
    '/product-images/:file',
    {
      schema: {
        tags: ['ecommerce'],
        summary: 'A product or category picture (WebP variant)',
        params: z.object({ file: z.string().regex(MEDIA_FILE) }),
      },
    },
    async (request, reply) => {
      const media = await openMedia(app.env.DATA_DIR, productPreset.collection, request.params.file);
      if (!media) return sendNotFound(request, reply);
      return sendMedia(reply, media);
    },
  );
};
