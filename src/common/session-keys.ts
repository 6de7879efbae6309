/**
 * SPEC.md section 3 "Stored session values", kept in localStorage under these exact keys: written
 * by the app (src/web/lib/session.ts), read before the first paint too (layout-pre-paint.ts).
 */
export const SESSION_KEYS = {
  userId: 'userId',
  accessToken: 'accessToken',
  apiToken: 'apiToken',
  userAbilityRules: 'userAbilityRules',
} as const;
