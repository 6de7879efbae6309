import { useCallback, useSyncExternalStore } from 'react';

/*
 * The accounts API has no notification settings yet, so these preferences live in this browser
 * only (localStorage, per user). The tab says so; nothing pretends they reach the server.
 */
export const NOTIFICATION_CHANNELS = ['email', 'browser'] as const;
export const NOTIFICATION_TOPICS = ['messages', 'calls', 'listings', 'security'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationPreferences = Record<NotificationTopic, Record<NotificationChannel, boolean>>;

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  messages: { email: true, browser: true },
  calls: { email: false, browser: true },
  listings: { email: true, browser: false },
  security: { email: true, browser: true },
};

const keyFor = (userId: string) => `notificationPreferences:${userId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: NotificationPreferences }>();

export function readPreferences(userId: string): NotificationPreferences {
  const raw = localStorage.getItem(keyFor(userId));
  const hit = cache.get(userId);
  if (hit && hit.raw === raw) return hit.value;
  let value = DEFAULT_PREFERENCES;
  try {
    if (raw) value = { ...DEFAULT_PREFERENCES, ...(JSON.parse(raw) as Partial<NotificationPreferences>) };
  } catch {
    value = DEFAULT_PREFERENCES;
  }
  // Same object for the same stored text: useSyncExternalStore needs a stable snapshot.
  cache.set(userId, { raw, value });
  return value;
}

export function writePreferences(userId: string, value: NotificationPreferences): void {
  localStorage.setItem(keyFor(userId), JSON.stringify(value));
  for (const l of listeners) l();
}

export function useNotificationPreferences(userId: string) {
  const subscribe = useCallback((l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, []);
  const value = useSyncExternalStore(subscribe, () => readPreferences(userId));
  const save = useCallback((next: NotificationPreferences) => writePreferences(userId, next), [userId]);
  return [value, save] as const;
}
