import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '../../../common/schemas/account';
import { users } from '../../db/schema';
import { authOf, requireUser } from '../../plugins/auth';
import { apiErrorSchema, HttpError } from '../../plugins/errors';
import type { AccountsDeps } from '../../auth/context';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const security = [{ bearer: [] }];

/**
 * The signed-in user's notification choices, kept with the account so they follow the user to
 * every device. Stored rows are checked again on the way out: a value saved by an older version
 * that no longer fits falls back to the defaults instead of breaking the page.
 */
export function notificationPreferencesOf(stored: unknown): NotificationPreferences {
  const parsed = notificationPreferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES;
}

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
      const [row] = await db
        .select({ prefs: users.notificationPreferences })
        .from(users)
        .where(eq(users.id, authOf(request).user.id));
      return notificationPreferencesOf(row?.prefs ?? null);
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
      const [row] = await db
        .update(users)
        .set({ notificationPreferences: request.body, updatedAt: new Date() })
        .where(eq(users.id, authOf(request).user.id))
        .returning({ prefs: users.notificationPreferences });
      if (!row) throw new HttpError(404, 'No such account.');
      return notificationPreferencesOf(row.prefs);
    },
  );
};
