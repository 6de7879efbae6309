import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/notifications';
import { authOf, requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import type { AccountsDeps } from '../../auth/context';
import { readNotificationPreferences, saveNotificationPreferences } from './notifications';

export const notificationRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const { db } = deps;
  app.addHook('onRequest', requireUser);

  route(app, api.readNotifications, {}, async (request) => readNotificationPreferences(db, authOf(request).user.id));

  route(app, api.saveNotifications, {}, async (request) =>
    saveNotificationPreferences(db, authOf(request).user.id, request.body),
  );
};
