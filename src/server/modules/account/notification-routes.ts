import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPreferencesSchema } from '../../../common/schemas/account';
import { authOf, requireUser } from '../../plugins/auth';
import { apiErrorSchema } from '../../plugins/errors';
import type { AccountsDeps } from '../../auth/context';
import { readNotificationPreferences, saveNotificationPreferences } from './notifications';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const security = [{ bearer: [] }];

export const notificationRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const tags = ['account'];
  const { db } = deps;
  app.addHook('onRequest', requireUser);

  app.get(
    '/account/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Notification choices per topic and channel (defaults until saved)',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      return readNotificationPreferences(db, authOf(request).user.id);
    },
  );

  app.put(
    '/account/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the notification choices (every topic and channel)',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      return saveNotificationPreferences(db, authOf(request).user.id, request.body);
    },
  );
};
