import { eq } from 'drizzle-orm';
import type { NotificationPreferences } from '../../../common/schemas/account';
import { notificationPreferencesOf } from '../../auth/notification-preferences';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

export { notificationPreferencesOf };

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
