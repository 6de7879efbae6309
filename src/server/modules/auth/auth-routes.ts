import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { meSchema, signInResultSchema } from '../../../common/schemas/account';
import {
  forgotPasswordSchema,
  googleSignInSchema,
  loginSchema,
  messageSchema,
  okSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../../common/schemas/auth';
import { authOf, requireUser } from '../../plugins/auth';
import { apiErrorSchema } from '../../plugins/errors';
import type { AccountsDeps } from '../../auth/context';
import { requestInfo } from '../../auth/context';
import { googleSignIn } from './google';
import { googleClientIdFor } from '../../auth/google-client-id';
import { toPublicUser } from '../../auth/public-user';
import { forgotPassword, login, register, resetPassword, verifyEmail } from './service';
import { revokeSignIn } from '../../auth/sessions';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

export const FORGOT_PASSWORD_ANSWER = 'If an account uses this e-mail, a link to reset its password is on its way.';

export const authRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const { limits } = deps;
  const tags = ['auth'];

  app.post(
    '/auth/register',
    { preValidation: limits.perIp('register'), schema: { tags, summary: 'Create an account and sign in', body: registerSchema, response: { 201: signInResultSchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await limits.withIpShare(request.ip, () => register(deps, request.body, requestInfo(request, app.env)))),
  );

  app.post(
    '/auth/login',
    { preValidation: limits.perIp('login'), schema: { tags, summary: 'Sign in with e-mail and password (and a TOTP code when on)', body: loginSchema, response: { 200: signInResultSchema, ...errors } } },
    async (request) => limits.withIpShare(request.ip, () => login(deps, request.body, requestInfo(request, app.env))),
  );

  app.post(
    '/auth/google',
    { preValidation: limits.perIp('google'), schema: { tags, summary: 'Sign in with a Google ID token or access token', body: googleSignInSchema, response: { 200: signInResultSchema, ...errors } } },
    async (request) =>
      // It may check a password (linking), so it takes the IP's share of the hashing queue too.
      limits.withIpShare(request.ip, () =>
        googleSignIn(deps, googleClientIdFor(app.env, request), request.body, requestInfo(request, app.env)),
      ),
  );

  app.post(
    '/auth/logout',
    { onRequest: requireUser, schema: { tags, summary: 'Sign out this session (both its tokens)', security: [{ bearer: [] }], response: { 200: okSchema, 401: apiErrorSchema } } },
    async (request) => {
      const auth = authOf(request);
      await revokeSignIn(app.db, auth.user.id, auth.signInId);
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: requireUser, schema: { tags, summary: 'Who am I: the user, their rules and scopes', security: [{ bearer: [] }], response: { 200: meSchema, 401: apiErrorSchema } } },
    async (request) => {
      const auth = authOf(request);
      return {
        user: toPublicUser(auth.user, auth.roles),
        userAbilityRules: auth.rules as z.infer<typeof meSchema>['userAbilityRules'],
        scopes: auth.scopes,
      };
    },
  );

  app.post(
    '/auth/forgot-password',
    { preValidation: limits.perIp('forgot'), schema: { tags, summary: 'Mail a password reset link (same answer for any e-mail)', body: forgotPasswordSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      // Counted for every address, known or not, so the 429 reveals nothing about accounts.
      await limits.mailTo('reset', request.body.email);
      try {
        await forgotPassword(deps, request.body.email, requestInfo(request, app.env));
      } catch (err) {
        // A failing mail server must not reveal that the account exists.
        request.log.error({ err }, 'could not send the password reset mail');
      }
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags, summary: 'Set a new password with the mailed link; signs out everywhere', body: resetPasswordSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/verify-email',
    { schema: { tags, summary: 'Confirm the e-mail address with the mailed link', body: verifyEmailSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await verifyEmail(deps, request.body.token);
      return { ok: true as const };
    },
  );
};
