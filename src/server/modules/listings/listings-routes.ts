import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '../../../common/api/listings';
import { LISTING_IMAGE_MAX_BYTES } from '../../../common/schemas/listings';
import { allowListOf, fetchRemote } from '../../media/fetch-remote';
import { listingPreset } from '../../media/presets';
import { MEDIA_CACHE_CONTROL, openMedia, PRIVATE_MEDIA_CACHE_CONTROL, sendMedia } from '../../media/serve';
import { MEDIA_FILE, mediaIdOf, saveMedia } from '../../media/store';
import { requireAbility, requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { HttpError, sendNotFound } from '../../plugins/errors';
import { addImageUrl, addUploadedImage, arrangeImages, deleteImage } from './images';
import { offerHeadProvider } from './offer-head';
import { pictureAccess } from './picture-access';
import { quotaFromEnv } from './quota';
import { listingUsageRoutes } from './usage-routes';
import { searchListings } from './search';
import * as listings from './service';
import { offersSitemapSource } from './sitemap-source';

const actorOf = (request: FastifyRequest): listings.Actor => ({
  userId: request.user?.id ?? null,
  ability: request.ability,
  site: request.site,
});

const missingFile = () => new HttpError(400, 'listingImageMissing', { fields: { file: 'listingImageMissing' } });

/**
 * Reads the one file part; a part over the limit is a field error, not a generic 413. Any other
 * failure while reading is the body's fault (cut off, malformed: busboy's "Unexpected end of
 * form"), so 400 `invalidUpload`, and nothing has been stored yet.
 */
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
    request.log.info({ err }, 'unreadable multipart upload');
    throw new HttpError(400, 'invalidUpload', { fields: { file: 'invalidUpload' } });
  }
}

/**
 * Listings of the request's site (ADR 0013). Reading is public; changes need a signed-in caller
 * allowed to change that very listing (own-listing rule, or an admin's manage-all), which the
 * service checks per row.
 */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: LISTING_IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  const allow = allowListOf(app.env.MEDIA_FETCH_ALLOW);
  const deps: listings.ListingsDeps = {
    db: app.db,
    dataDir: app.env.DATA_DIR,
    log: app.log,
    saveImage: saveMedia,
    fetchImage: (url) => fetchRemote(url, { maxBytes: listingPreset.maxBytes, allow }),
    quota: quotaFromEnv(app.env),
  };
  const signedIn = { onRequest: requireUser };
  await app.register(listingUsageRoutes, { quota: deps.quota });
  // Public offer pages: in every site's sitemap.xml, and their own head (title, image, JSON-LD).
  app.sitemap.add(offersSitemapSource(app.db));
  app.pageHeads.add(offerHeadProvider(app.db));

  route(app, api.searchListings, {}, async (request) => searchListings(app.db, request.site, request.query));
  route(app, api.myListings, signedIn, async (request) => listings.myListings(deps, actorOf(request), request.query));
  route(app, api.getListing, {}, async (request) => listings.getListing(deps, actorOf(request), request.params.id));
  route(app, api.createListing, { onRequest: requireAbility('create', 'Listing') }, async (request) =>
    listings.createListing(deps, actorOf(request), request.body),
  );
  route(app, api.updateListing, signedIn, async (request) =>
    listings.updateListing(deps, actorOf(request), request.params.id, request.body),
  );
  route(app, api.publishListing, signedIn, async (request) =>
    listings.setPublished(deps, actorOf(request), request.params.id, true),
  );
  route(app, api.unpublishListing, signedIn, async (request) =>
    listings.setPublished(deps, actorOf(request), request.params.id, false),
  );
  route(app, api.deleteListing, signedIn, async (request) => {
    await listings.deleteListing(deps, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  route(app, api.uploadListingImage, signedIn, async (request) =>
    addUploadedImage(deps, actorOf(request), request.params.id, await uploadedFile(request)),
  );
  route(app, api.addListingImageUrl, signedIn, async (request) =>
    addImageUrl(deps, actorOf(request), request.params.id, request.body.url),
  );
  route(app, api.arrangeListingImages, signedIn, async (request) =>
    arrangeImages(deps, actorOf(request), request.params.id, request.body),
  );
  route(app, api.deleteListingImage, signedIn, async (request) =>
    deleteImage(deps, actorOf(request), request.params.id, request.params.imageId),
  );

  // A picture, not JSON: pages load it as an <img src>, so it has no descriptor. A draft's
  // picture needs the Bearer token: the editor fetches it with the token (no cookie sessions).
  app.get(
    '/listing-images/:file',
    {
      schema: {
        tags: ['listings'],
        summary: 'A listing picture (WebP variant)',
        params: z.object({ file: z.string().regex(MEDIA_FILE) }),
      },
    },
    async (request, reply) => {
      // A draft's picture is as hidden as the draft: 404 to anyone else, not 403 (ADR 0013).
      const access = await pictureAccess(app.db, actorOf(request), mediaIdOf(request.params.file) ?? '');
      const media = access && (await openMedia(app.env.DATA_DIR, listingPreset.collection, request.params.file));
      if (!media) return sendNotFound(request, reply);
      return sendMedia(reply, media, access === 'public' ? MEDIA_CACHE_CONTROL : PRIVATE_MEDIA_CACHE_CONTROL);
    },
  );
};
