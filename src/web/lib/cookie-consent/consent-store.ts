import { DEFAULT_CONSENT_ELEMENT_ID, POSTPONE_DAYS } from '@common/cookie-consent/consent-pre-paint';
import { expiryToDate, type CookieExpiry } from '@web/lib/cookies';
import { nextConsentState, type ConsentChoice, type ConsentEvent, type ConsentState } from './consent-machine';
import { createConsentStorage, type ConsentStorage, type ConsentStorageOptions } from './consent-storage';

export { DEFAULT_CONSENT_ELEMENT_ID };

/** "Later" hides the banner for a day, then the question comes back. */
export const DEFAULT_POSTPONE_FOR: CookieExpiry = POSTPONE_DAYS;

export interface ConsentStoreOptions extends ConsentStorageOptions {
  /** How long "Later" lasts (a cookie expiry: Date, days, or "12h", "7d", ...). */
  postponeFor?: CookieExpiry;
  /** For tests: the clock. */
  now?: () => Date;
}

export interface ConsentStore {
  readonly storageKind: ConsentStorage['kind'];
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
  choose(choice: ConsentChoice): void;
  remove(): void;
}

/** The state machine wired to a storage; listeners hear every change, including other tabs'. */
export function createConsentStore(elementId: string, options: ConsentStoreOptions = {}): ConsentStore {
  const now = options.now ?? (() => new Date());
  const storage = createConsentStorage(elementId, options);
  const postponeFor = options.postponeFor ?? DEFAULT_POSTPONE_FOR;
  const listeners = new Set<() => void>();
  let state: ConsentState = storage.read(now()) ?? 'unset';

  const emit = () => listeners.forEach((l) => l());
  const dispatch = (event: ConsentEvent) => {
    const next = nextConsentState(state, event);
    if (next === state) return;
    state = next;
    if (next === 'unset') storage.clear();
    else storage.write(next, next === 'postpone' ? expiryToDate(postponeFor, now()) : null);
    emit();
  };
  const resync = () => {
    const stored = storage.read(now()) ?? 'unset';
    if (stored !== state) {
      state = stored;
      emit();
    }
  };

  let unsubscribeStorage: (() => void) | null = null;
  return {
    storageKind: storage.kind,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      unsubscribeStorage ??= storage.subscribe(resync);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribeStorage?.();
          unsubscribeStorage = null;
        }
      };
    },
    choose: (choice) => dispatch({ type: 'choose', choice }),
    remove: () => dispatch({ type: 'remove' }),
  };
}

/*
 * One store per element id for the page, so the banner and a "Cookie settings" link placed
 * elsewhere (a footer) see the same state. The first caller's options win: configure an element
 * id in one place (src/web/app/global-widgets.tsx for the site-wide one).
 */
const stores = new Map<string, ConsentStore>();

export function consentStore(
  elementId: string = DEFAULT_CONSENT_ELEMENT_ID,
  options?: ConsentStoreOptions,
): ConsentStore {
  let store = stores.get(elementId);
  if (!store) {
    store = createConsentStore(elementId, options);
    stores.set(elementId, store);
  }
  return store;
}

/** What the visitor chose, for code that must ask before setting optional cookies. */
export function readConsent(elementId: string = DEFAULT_CONSENT_ELEMENT_ID): ConsentState {
  return consentStore(elementId).getState();
}

/** Tests only: forget the stores so the next call reads storage afresh. */
export function resetConsentStores(): void {
  stores.clear();
}
