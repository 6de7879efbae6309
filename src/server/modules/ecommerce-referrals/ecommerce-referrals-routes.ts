import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/ecommerce-referrals';
import { authOf, requireAbility } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import * as referrals from './referrals-service';

/**
 * The referral programme's routes: a code belongs to a customer, so CASL Customer rules it (read to
 * see the codes, update to hand one out or record a payout), checked before the input is read.
 * Every call is about the request's site.
 */
export const ecommerceReferralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const read = { onRequest: requireAbility('read', 'Customer') };
  const update = { onRequest: requireAbility('update', 'Customer') };

  route(app, api.listReferrals, read, async (request) => referrals.listReferrals(db, request.site.id, request.query));
  route(app, api.createReferral, update, async (request) =>
    referrals.createReferral(db, request.site.id, request.body),
  );
  route(app, api.createPayout, update, async (request) =>
    referrals.createPayout(db, request.site.id, request.params.id, authOf(request).user.id, request.body),
  );
  route(app, api.markPayoutPaid, update, async (request) =>
    referrals.markPayoutPaid(db, request.site.id, request.params.id, request.params.payoutId),
  );
};
