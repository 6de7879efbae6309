import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/calls';
import { requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { createCallRecorder } from './recorder';
import * as service from './service';

/**
 * Video calls as a record (issue #16): invitations relayed on the live channel are kept
 * (recorder.ts), and each member reads and clears their own missed calls on the request's site.
 */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeoutMs = app.env.CALL_INVITATION_TIMEOUT_MS;
  const recorder = createCallRecorder({ db: app.db, log: app.log, realtime: app.realtime, timeoutMs });
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
