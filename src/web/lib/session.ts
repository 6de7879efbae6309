import { SESSION_KEYS } from '@common/session-keys';
import type { PlainRule } from './ability';

export { SESSION_KEYS };

export interface StoredSession {
  userId: string;
  accessToken: string;
  apiToken: string | null;
  userAbilityRules: PlainRule[];
}

function parseRules(raw: string | null): PlainRule[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? (value as PlainRule[]) : [];
  } catch {
    return [];
  }
}

/** The storage event reaches only other tabs; this tells the current tab. */
const changes = new EventTarget();
const CHANGED = 'session-changed';

export function onSessionChange(listener: () => void): () => void {
  changes.addEventListener(CHANGED, listener);
  return () => changes.removeEventListener(CHANGED, listener);
}

function notify() {
  changes.dispatchEvent(new Event(CHANGED));
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage disabled by the browser: no session can be kept.
    return undefined;
  }
}

/** The signed-in session, or null when there is no access token. */
export function readSession(storage: Storage | undefined = browserStorage()): StoredSession | null {
  // The server renderer has no storage: a server-rendered page is the signed-out visitor's page.
  if (!storage) return null;
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

export function writeSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(SESSION_KEYS.userId, session.userId);
  storage.setItem(SESSION_KEYS.accessToken, session.accessToken);
  if (session.apiToken) storage.setItem(SESSION_KEYS.apiToken, session.apiToken);
  else storage.removeItem(SESSION_KEYS.apiToken);
  storage.setItem(SESSION_KEYS.userAbilityRules, JSON.stringify(session.userAbilityRules));
  notify();
}

/** New rules for the same session (who-am-I after an admin changed a role). */
export function updateAbilityRules(rules: PlainRule[], storage: Storage = localStorage): void {
  if (storage.getItem(SESSION_KEYS.userAbilityRules) === JSON.stringify(rules)) return;
  storage.setItem(SESSION_KEYS.userAbilityRules, JSON.stringify(rules));
  notify();
}

export function clearSession(storage: Storage = localStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
  notify();
}

/*
 * Whether a part of this page sends a reader who signs in here on to their next page itself, as
 * the /pages/authentication variants do (to ?redirecturl= or their landing page). The islands'
 * start (boot-islands.tsx) then does not reload the page for the app: these pages are public, so
 * the app would only show the same form again, now to a signed-in reader. Kept here, in a module
 * both already load, so the flag costs the islands' first load no file of its own.
 */
let signInNavigationClaimed = false;

export function claimSignInNavigation(): void {
  signInNavigationClaimed = true;
}

export function isSignInNavigationClaimed(): boolean {
  return signInNavigationClaimed;
}
