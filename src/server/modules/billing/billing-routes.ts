import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/billing';
import type { AuthLimits } from '../../auth/limits';
import { authOf, requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import * as billing from './billing-service';

const HOUR = 60 * 60_000;
/** Checkouts per user an hour: enough for a person, not for testing stolen card numbers in bulk. */
const CHECKOUTS_PER_HOUR = 10;

/**
 * Plans and the free trial (issue #37): every route is about the signed-in caller's own
 * subscription on the request's site, so the rule is "signed in" and the user id comes from the
 * session, never from the input.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits }> = async (app, { limits }) => {
  const { db } = app;
  const signedIn = { onRequest: requireUser };

  route(
    app,
    api.checkout,
    {
      ...signedIn,
      // Counted before the body is read, bad input too: a card-number guesser gets no more tries.
      preValidation: async (request) => {
        await limits.limit(`billing-checkout:${authOf(request).user.id}`, CHECKOUTS_PER_HOUR, HOUR, 'billingTooMany');
      },
    },
    async (request) => billing.checkout(db, authOf(request).user.id, request.site.id, request.body),
  );
  route(app, api.subscription, signedIn, async (request) =>
    billing.account(db, authOf(request).user.id, request.site.id),
  );
  route(app, api.cancelSubscription, signedIn, async (request) =>
    billing.cancel(db, authOf(request).user.id, request.site.id),
  );
};
