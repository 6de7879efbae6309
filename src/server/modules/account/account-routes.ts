import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  changePasswordSchema,
  publicUserSchema,
  sessionInfoSchema,
  totpCodeSchema,
  totpSetupSchema,
  updateAccountSchema,
} from '../../../common/schemas/account';
import { okSchema } from '../../../common/schemas/auth';
import type { Env } from '../../env';
import { avatarPreset } from '../../media/presets';
import { openMedia, sendMedia } from '../../media/serve';
import { authOf, requireUser } from '../../plugins/auth';
import { apiErrorSchema, HttpError, sendNotFound } from '../../plugins/errors';
import { AVATAR_FILE, AVATAR_NAMES } from '../../auth/avatar';
import { requestInfo, type AccountsDeps } from '../../auth/context';
import { toPublicUser } from '../../auth/public-user';
import { setAvatar } from './avatar';
import { changePassword, listSessions, resendVerification, signOutSession, updateAccount, type Caller } from './service';
import { disableTotp, enableTotp, startTotp } from './totp';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };
const security = [{ bearer: [] }];

export const accountRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const tags = ['account'];
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });

  // Everything here is about the signed-in user's own account.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/avatars/')) return;
    await requireUser.call(app, request, reply);
  });

  app.patch(
    '/account',
    {
      schema: {
        tags,
        security,
        summary: 'Change name, e-mail or language; a new e-mail needs currentPassword (unless the account has none)',
        body: updateAccountSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const updated = await updateAccount(deps, auth.user, request.body, callerOf(request, app.env));
      return toPublicUser(updated, auth.roles);
    },
  );

  app.post(
    '/account/verify-email',
    {
      schema: {
        tags,
        security,
        summary: 'Send the e-mail verification link again',
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await resendVerification(deps, authOf(request).user, requestInfo(request, app.env));
      return { ok: true as const };
    },
  );

  app.post(
    '/account/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password; signs out every other session',
        body: changePasswordSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await deps.limits.withIpShare(request.ip, () =>
        changePassword(deps, auth.user, auth.signInId, request.body.currentPassword, request.body.newPassword),
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/account/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'Where this account is signed in',
        response: { 200: z.array(sessionInfoSchema), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return listSessions(deps, auth.user.id, auth.signInId);
    },
  );

  app.delete(
    '/account/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out one session',
        params: z.object({ id: z.uuid() }),
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await signOutSession(deps, authOf(request).user.id, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/account/avatar',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a PNG, JPEG or WebP picture (multipart, field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!request.isMultipart())
        throw new HttpError(400, 'avatarMissing', { fields: { file: 'avatarMissing' } });
      const file = await request.file();
      if (!file) throw new HttpError(400, 'avatarMissing', { fields: { file: 'avatarMissing' } });
      const updated = await setAvatar(deps, auth.user, await file.toBuffer(), request.log);
      return toPublicUser(updated, auth.roles);
    },
  );

  app.get(
    '/avatars/:file',
    { schema: { tags, summary: 'A user picture', params: z.object({ file: z.string().regex(AVATAR_FILE) }) } },
    async (request, reply) => {
      const media = await openMedia(app.env.DATA_DIR, avatarPreset.collection, request.params.file, AVATAR_NAMES);
      return media ? sendMedia(reply, media) : sendNotFound(request, reply);
    },
  );

  app.post(
    '/account/totp/setup',
    {
      schema: {
        tags,
        security,
        summary: 'Start two-step sign-in: a new secret as otpauth URL and QR code',
        response: { 200: totpSetupSchema, ...errors },
      },
    },
    async (request) => {
      return startTotp(deps, authOf(request).user, request.site.configuration.AppTitle);
    },
  );

  app.post(
    '/account/totp/enable',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-step sign-in on with a code from the app',
        body: totpCodeSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await enableTotp(deps, authOf(request).user, request.body.code);
      return { ok: true as const };
    },
  );

  app.post(
    '/account/totp/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-step sign-in off with a current code',
        body: totpCodeSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await disableTotp(deps, authOf(request).user, request.body.code);
      return { ok: true as const };
    },
  );
};

function callerOf(request: FastifyRequest, env: Env): Caller {
  return { ip: request.ip, info: requestInfo(request, env), log: request.log };
}
