import { CONSENT_KEY_PREFIX, POSTPONE_UNTIL_SUFFIX } from '@common/cookie-consent/consent-pre-paint';
import { getCookie, removeCookie, setCookie, type CookieExpiry } from '@web/lib/cookies';
import { isConsentChoice, type ConsentChoice } from './consent-machine';

// Shared with the pre-paint script, which reads the choice the same way before the app starts.
export { CONSENT_KEY_PREFIX, POSTPONE_UNTIL_SUFFIX };

export const consentKey = (elementId: string) => `${CONSENT_KEY_PREFIX}${elementId}`;

export type ConsentStorageKind = 'local-storage' | 'cookie' | 'memory';

export interface ConsentStorage {
  readonly kind: ConsentStorageKind;
  /** The stored choice, or null when there is none, it is unreadable or a postponement ran out. */
  read(now: Date): ConsentChoice | null;
  /** `until`: when the choice stops counting (only "Later" has one). */
  write(choice: ConsentChoice, until: Date | null): void;
  clear(): void;
  /** Another tab changed the choice (localStorage only; cookies have no change event). */
  subscribe(onChange: () => void): () => void;
}

/**
 * localStorage, or null when the browser refuses it: disabled storage and some private modes
 * throw on access or on the first write, so both are tried.
 */
export function usableLocalStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    const probe = `${CONSENT_KEY_PREFIX}probe`;
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function localStorageBackend(storage: Storage, key: string): ConsentStorage {
  const untilKey = key + POSTPONE_UNTIL_SUFFIX;
  const clear = () => {
    storage.removeItem(key);
    storage.removeItem(untilKey);
  };
  return {
    kind: 'local-storage',
    read(now) {
      const value = storage.getItem(key);
      if (!isConsentChoice(value)) return null;
      const until = Number(storage.getItem(untilKey) ?? Number.POSITIVE_INFINITY);
      if (until <= now.getTime()) {
        clear();
        return null;
      }
      return value;
    },
    write(choice, until) {
      storage.setItem(key, choice);
      if (until) storage.setItem(untilKey, String(until.getTime()));
      else storage.removeItem(untilKey);
    },
    clear,
    subscribe(onChange) {
      const onStorage = (e: StorageEvent) => {
        if (e.key === null || e.key === key || e.key === untilKey) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

function cookieBackend(key: string, cookieExpiry: CookieExpiry | undefined): ConsentStorage {
  return {
    kind: 'cookie',
    // The browser drops the cookie when it expires, so a postponement ends by itself.
    read: () => {
      const value = getCookie(key);
      return isConsentChoice(value) ? value : null;
    },
    // No expiry given: the cookie helper's default (COOKIE_MAX_AGE_DAYS).
    write: (choice, until) => setCookie(key, choice, { expires: until ?? cookieExpiry }),
    clear: () => removeCookie(key),
    subscribe: () => () => {},
  };
}

/** Debug mode: the choice lives as long as the page, so the banner is back on every load. */
function memoryBackend(): ConsentStorage {
  let value: { choice: ConsentChoice; until: Date | null } | null = null;
  return {
    kind: 'memory',
    read: (now) => (value && (!value.until || value.until > now) ? value.choice : null),
    write: (choice, until) => {
      value = { choice, until };
    },
    clear: () => {
      value = null;
    },
    subscribe: () => () => {},
  };
}

export interface ConsentStorageOptions {
  /** Keep the choice in a cookie even when localStorage works (the server can then read it). */
  forceCookies?: boolean;
  /** Keep nothing: every page load starts with the banner open. */
  debug?: boolean;
  /** How long an accept or decline cookie lasts; the cookie helper's 30 days by default. */
  cookieExpiry?: CookieExpiry;
}

export function createConsentStorage(elementId: string, options: ConsentStorageOptions = {}): ConsentStorage {
  if (options.debug) return memoryBackend();
  const key = consentKey(elementId);
  const storage = options.forceCookies ? null : usableLocalStorage();
  return storage ? localStorageBackend(storage, key) : cookieBackend(key, options.cookieExpiry);
}
