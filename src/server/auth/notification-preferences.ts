import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '../../common/schemas/account';

/**
 * A user's notification choices as stored with the account (the account settings page writes
 * them; messages and calls read them before telling someone). Stored rows are checked again on
 * the way out: a value saved by an older version that no longer fits falls back to the defaults
 * instead of breaking the page.
 */
export function notificationPreferencesOf(stored: unknown): NotificationPreferences {
  const parsed = notificationPreferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES;
}
