import {
  consentStore,
  DEFAULT_CONSENT_ELEMENT_ID,
  type ConsentStore,
  type ConsentStoreOptions,
} from '@web/lib/cookie-consent/consent-store';
import type { ConsentChoice, ConsentState } from '@web/lib/cookie-consent/consent-machine';
import { useSyncExternalStore } from 'react';

export interface CookieConsentApi {
  state: ConsentState;
  choose: (choice: ConsentChoice) => void;
  /** Forget the choice: the banner comes back. */
  remove: () => void;
}

/** Before the app has the page (and on the server): no storage is read, nothing is kept yet. */
const NOT_YET: Pick<ConsentStore, 'subscribe' | 'getState' | 'choose' | 'remove'> = {
  subscribe: () => () => {},
  getState: () => 'unset',
  choose: () => {},
  remove: () => {},
};

/**
 * The consent of one element id, shared by every component that asks for it. `readStorage` false
 * (the server, and the browser while it takes the server's page over) answers "unset" without
 * touching storage, which the server does not have.
 */
export function useCookieConsent(
  elementId: string = DEFAULT_CONSENT_ELEMENT_ID,
  options?: ConsentStoreOptions,
  readStorage = true,
): CookieConsentApi {
  const store = readStorage ? consentStore(elementId, options) : NOT_YET;
  const state = useSyncExternalStore(store.subscribe, store.getState, NOT_YET.getState);
  return { state, choose: store.choose, remove: store.remove };
}
