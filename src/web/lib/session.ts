import type { RawRuleOf } from '@casl/ability';
import type { AppAbility } from './ability';

/** SPEC.md section 3 "Stored session values", kept in localStorage under these exact keys. */
export const SESSION_KEYS = {
  userId: 'userId',
  accessToken: 'accessToken',
  apiToken: 'apiToken',
  userAbilityRules: 'userAbilityRules',
} as const;

export interface StoredSession {
  userId: string;
  accessToken: string;
  apiToken: string | null;
  userAbilityRules: RawRuleOf<AppAbility>[];
}

function parseRules(raw: string | null): RawRuleOf<AppAbility>[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? (value as RawRuleOf<AppAbility>[]) : [];
  } catch {
    return [];
  }
}

/** The signed-in session, or null when there is no access token. */
export function readSession(storage: Storage = localStorage): StoredSession | null {
  const accessToken = storage.getItem(SESSION_KEYS.accessToken);
  const userId = storage.getItem(SESSION_KEYS.userId);
  if (!accessToken || !userId) return null;
  return {
    userId,
    accessToken,
    apiToken: storage.getItem(SESSION_KEYS.apiToken),
    userAbilityRules: parseRules(storage.getItem(SESSION_KEYS.userAbilityRules)),
  };
}

export function clearSession(storage: Storage = localStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}
