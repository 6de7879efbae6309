import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import * as api from '../../../common/api/auth';
import type { meSchema } from '../../../common/schemas/account';
import { authOf, requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import type { AccountsDeps } from '../../auth/context';
import { requestInfo } from '../../auth/context';
import { googleSignIn } from './google';
import { googleClientFor } from '../../auth/google-client-id';
import { toPublicUser } from '../../auth/public-user';
import { forgotPassword, login, register, resetPassword, verifyEmail } from './service';
import { revokeSignIn } from '../../auth/sessions';

export const FORGOT_PASSWORD_ANSWER = 'If an account uses this e-mail, a link to reset its password is on its way.';

/** Sign-in and the mailed links; each route is described in src/common/api/auth.ts. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const { limits } = deps;

  route(app, api.register, { preValidation: limits.perIp('register') }, async (request) =>
    limits.withIpShare(request.ip, () => register(deps, request.body, requestInfo(request, app.env))),
  );

  route(app, api.login, { preValidation: limits.perIp('login') }, async (request) =>
    limits.withIpShare(request.ip, () => login(deps, request.body, requestInfo(request, app.env))),
  );

  route(app, api.googleSignIn, { preValidation: limits.perIp('google') }, async (request) =>
    // It may check a password (linking), so it takes the IP's share of the hashing queue too.
    limits.withIpShare(request.ip, () =>
      googleSignIn(deps, googleClientFor(app.env, request), request.body, requestInfo(request, app.env)),
    ),
  );

  route(app, api.logout, { onRequest: requireUser }, async (request) => {
    const auth = authOf(request);
    await revokeSignIn(app.db, auth.user.id, auth.signInId);
    // Its live sockets end with it, on every process (issue #30).
    app.realtime.endSessions({ userId: auth.user.id, signInIds: [auth.signInId] });
    return { ok: true as const };
  });

  route(app, api.me, { onRequest: requireUser }, async (request) => {
    const auth = authOf(request);
    return {
      user: toPublicUser(auth.user, auth.roles),
      userAbilityRules: auth.rules as z.infer<typeof meSchema>['userAbilityRules'],
      scopes: auth.scopes,
    };
  });

  route(app, api.forgotPassword, { preValidation: limits.perIp('forgot') }, async (request) => {
    // Counted for every address, known or not, so the 429 reveals nothing about accounts.
    await limits.mailTo('reset', request.body.email);
    try {
      await forgotPassword(deps, request.body.email, requestInfo(request, app.env));
    } catch (err) {
      // A failing mail server must not reveal that the account exists.
      request.log.error({ err }, 'could not send the password reset mail');
    }
    return { message: FORGOT_PASSWORD_ANSWER };
  });

  route(app, api.resetPassword, {}, async (request) => {
    const userId = await resetPassword(deps, request.body.token, request.body.password);
    // Every session was signed out: their live sockets too.
    app.realtime.endSessions({ userId });
    return { ok: true as const };
  });

  route(app, api.verifyEmail, {}, async (request) => {
    await verifyEmail(deps, request.body.token);
    return { ok: true as const };
  });
};
