import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/calls';
import type { AuthLimits } from '../../auth/limits';
import { HttpError } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { createCallRecorder } from './recorder';
import * as service from './service';

/**
 * Video calls as a record (issue #16): invitations relayed on the live channel are kept
 * (recorder.ts), and each member reads and clears their own missed calls on the request's site.
 */
export interface CallsOptions {
  limits: AuthLimits;
}

const HOUR = 60 * 60_000;

export const callsRoutes: FastifyPluginAsyncZod<CallsOptions> = async (app, { limits }) => {
  const timeoutMs = app.env.CALL_INVITATION_TIMEOUT_MS;
  // The shared counters (Redis when configured): per caller and callee, and per caller overall.
  // Both count every invitation, so a refused one still spends the caller's overall share.
  const mayInvite = async (callerId: string, calleeId: string) => {
    const within = async (key: string, max: number) => {
      try {
        await limits.limit(key, max, HOUR, 'callInvitesTooFast');
        return true;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 429) return false;
        throw err;
      }
    };
    const toCallee = await within(`call:${callerId}:${calleeId}`, app.env.CALL_INVITES_PER_CALLEE_LIMIT);
    const overall = await within(`call:${callerId}`, app.env.CALL_INVITES_LIMIT);
    return toCallee && overall;
  };
  const recorder = createCallRecorder({
    db: app.db,
    log: app.log,
    realtime: app.realtime,
    timeoutMs,
    repeatWindowMs: app.env.CALL_REPEAT_WINDOW_MS,
    mayInvite,
  });
  app.realtime.onBroadcast(recorder.onBroadcast);
  app.addHook('onClose', async () => recorder.stop());

  const signedIn = { onRequest: requireUser };
  route(app, api.listMissedCalls, signedIn, async (request) => {
    const userId = request.user!.id;
    await service.expireStale(app.db, timeoutMs, userId);
    return service.missedCalls(app.db, userId, request.site.id);
  });
  route(app, api.markMissedCallsSeen, signedIn, async (request) => ({
    count: await service.markSeen(app.db, request.user!.id, request.site.id, request.body.ids),
  }));
};
