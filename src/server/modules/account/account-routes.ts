import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '../../../common/api/account';
import { AVATAR_MAX_BYTES } from '../../../common/schemas/account';
import type { Env } from '../../env';
import { avatarPreset } from '../../media/presets';
import { openMedia, sendMedia } from '../../media/serve';
import { authOf, requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { HttpError, sendNotFound } from '../../plugins/errors';
import { AVATAR_FILE, AVATAR_NAMES } from '../../auth/avatar';
import { requestInfo, type AccountsDeps } from '../../auth/context';
import { toPublicUser } from '../../auth/public-user';
import { setAvatar } from './avatar';
import {
  changePassword,
  listSessions,
  resendVerification,
  signOutSession,
  updateAccount,
  type Caller,
} from './service';
import { disableTotp, enableTotp, startTotp } from './totp';

export const accountRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });

  // Everything here is about the signed-in user's own account.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/avatars/')) return;
    await requireUser.call(app, request, reply);
  });

  route(app, api.updateAccount, {}, async (request) => {
    const auth = authOf(request);
    const updated = await updateAccount(deps, auth.user, request.body, callerOf(request, app.env));
    return toPublicUser(updated, auth.roles);
  });

  route(app, api.resendVerification, {}, async (request) => {
    await resendVerification(deps, authOf(request).user, requestInfo(request, app.env));
    return { ok: true as const };
  });

  route(app, api.changePassword, {}, async (request) => {
    const auth = authOf(request);
    await deps.limits.withIpShare(request.ip, () =>
      changePassword(deps, auth.user, auth.signInId, request.body.currentPassword, request.body.newPassword),
    );
    // The other sessions were signed out: their live sockets end too, this one's stay.
    app.realtime.endSessions({ userId: auth.user.id, exceptSignInId: auth.signInId });
    return { ok: true as const };
  });

  route(app, api.sessions, {}, async (request) => {
    const auth = authOf(request);
    return listSessions(deps, auth.user.id, auth.signInId);
  });

  route(app, api.revokeSession, {}, async (request) => {
    const userId = authOf(request).user.id;
    await signOutSession(deps, userId, request.params.id);
    app.realtime.endSessions({ userId, signInIds: [request.params.id] });
    return { ok: true as const };
  });

  // Multipart: no JSON body schema; the parts are read here (one file, field "file").
  route(app, api.uploadAvatar, {}, async (request) => {
    const auth = authOf(request);
    if (!request.isMultipart()) throw new HttpError(400, 'avatarMissing', { fields: { file: 'avatarMissing' } });
    const file = await request.file();
    if (!file) throw new HttpError(400, 'avatarMissing', { fields: { file: 'avatarMissing' } });
    const updated = await setAvatar(deps, auth.user, await file.toBuffer(), request.log);
    return toPublicUser(updated, auth.roles);
  });

  // A picture, not JSON: the browser loads it as an <img src>, so it has no descriptor.
  app.get(
    '/avatars/:file',
    {
      schema: {
        tags: ['account'],
        summary: 'A user picture',
        params: z.object({ file: z.string().regex(AVATAR_FILE) }),
      },
    },
    async (request, reply) => {
      const media = await openMedia(app.env.DATA_DIR, avatarPreset.collection, request.params.file, AVATAR_NAMES);
      return media ? sendMedia(reply, media) : sendNotFound(request, reply);
    },
  );

  route(app, api.startTotp, {}, async (request) =>
    startTotp(deps, authOf(request).user, request.site.configuration.AppTitle),
  );

  route(app, api.enableTotp, {}, async (request) => {
    await enableTotp(deps, authOf(request).user, request.body.code);
    return { ok: true as const };
  });

  route(app, api.disableTotp, {}, async (request) => {
    await disableTotp(deps, authOf(request).user, request.body.code);
    return { ok: true as const };
  });
};

function callerOf(request: FastifyRequest, env: Env): Caller {
  return { ip: request.ip, info: requestInfo(request, env), log: request.log };
}
