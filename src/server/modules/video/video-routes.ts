import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/video';
import type { AuthLimits } from '../../auth/limits';
import type { User } from '../../db/schema';
import { resolveApiToken } from '../../auth/sessions';
import { HttpError } from '../../http-error';
import { route } from '../../plugins/contract-route';
import { inviteIntoCall } from './call-invites';
import { issueVideoToken } from './token-service';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{10,200})\s*$/i;

/**
 * The video token service (issue #16, SPEC.md sections 4 and 6): `POST /api/video/token` with the
 * apiToken (the live channels' token, not the HTTP access token) as Bearer. A missing, bad or
 * expired apiToken answers 403, which the call screen turns into "sign in again"; every failure
 * also carries `errorMessage`, the field SPEC's clients read.
 */
export interface VideoOptions {
  limits: AuthLimits;
}

const HOUR = 60 * 60_000;

export const videoRoutes: FastifyPluginAsyncZod<VideoOptions> = async (app, { limits }) => {
  const callers = new WeakMap<FastifyRequest, User>();

  const requireApiToken = async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const resolved = token ? await resolveApiToken(app.db, token) : null;
    if (!resolved) throw new HttpError(403, 'apiTokenInvalid');
    callers.set(request, resolved.user);
  };

  // Only this plugin's answers: SPEC's `{errorMessage}` beside the usual error body.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { message?: unknown; errorMessage?: unknown };
      if (typeof body.message === 'string' && body.errorMessage === undefined) {
        return JSON.stringify({ ...body, errorMessage: body.message });
      }
    } catch {
      // Not JSON: leave it as it is.
    }
    return payload;
  });

  route(app, api.requestVideoToken, { onRequest: requireApiToken }, async (request) => {
    const user = callers.get(request);
    if (!user) throw new HttpError(403, 'apiTokenInvalid');
    return issueVideoToken({ env: app.env, realtime: app.realtime }, user.id, request.body);
  });

  route(app, api.inviteToVideoCall, { onRequest: requireApiToken }, async (request) => {
    const user = callers.get(request);
    if (!user) throw new HttpError(403, 'apiTokenInvalid');
    // The same counters and limits as ringing someone (calls module), under their own keys.
    const limit = (key: string, max: number) => limits.limit(key, max, HOUR, 'callInvitesTooFast');
    // Overall first, so an invitation refused for its guest still spends the inviter's share.
    const take = async () => {
      await limit(`video-invite:${user.id}`, app.env.CALL_INVITES_LIMIT);
      await limit(`video-invite:${user.id}:${request.body.userId}`, app.env.CALL_INVITES_PER_CALLEE_LIMIT);
    };
    return inviteIntoCall({ db: app.db, realtime: app.realtime, take }, user.id, request.body);
  });
};
