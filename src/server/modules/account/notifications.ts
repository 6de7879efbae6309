import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '../../../common/schemas/account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/**
 * The signed-in user's notification choices, kept with the account so they follow the user to
 * every device. Stored rows are checked again on the way out: a value saved by an older version
 * that no longer fits falls back to the defaults instead of breaking the page.
 */
export function notificationPreferencesOf(stored: unknown): NotificationPreferences {
  const parsed = notificationPreferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES;
}

export async function readNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select({ prefs: users.notificationPreferences }).from(users).where(eq(users.id, userId));
  return notificationPreferencesOf(row?.prefs ?? null);
}

export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  prefs: NotificationPreferences,
): Promise<NotificationPreferences> {
  const [row] = await db
    .update(users)
    .set({ notificationPreferences: prefs, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ prefs: users.notificationPreferences });
  if (!row) throw new HttpError(404, 'accountNotFound');
  return notificationPreferencesOf(row.prefs);
}
