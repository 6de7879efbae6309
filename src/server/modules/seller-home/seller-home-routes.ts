import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/seller-home';
import { recordOfferView } from '../../../common/api/offer-views';
import { HttpError } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { sellerHome } from './service';
import { createSaltSource, recordView } from './views';

/**
 * A seller's own home (issue #33): the signed-in caller's figures on the request's site, and the
 * offer pages' view beacon. The beacon is open to anyone and answers the same whoever asks;
 * a signed-in caller counts as their account (so their own listing does not count).
 */
export const sellerHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const saltOf = createSaltSource(app.db);

  route(app, api.sellerHome, { onRequest: requireUser }, async (request) =>
    sellerHome(app.db, { userId: request.user!.id, siteId: request.site.id, period: request.query.period }),
  );

  route(app, recordOfferView, {}, async (request) => {
    const result = await recordView(app.db, saltOf, {
      siteId: request.site.id,
      listingId: request.body.listingId,
      userId: request.user?.id ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (!result) throw new HttpError(404, 'listingNotFound');
    return result;
  });
};
