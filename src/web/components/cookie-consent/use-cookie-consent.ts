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

/** The consent of one element id, shared by every component that asks for it. */
export function useCookieConsent(
  elementId: string = DEFAULT_CONSENT_ELEMENT_ID,
  options?: ConsentStoreOptions,
): CookieConsentApi {
  const store: ConsentStore = consentStore(elementId, options);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { state, choose: store.choose, remove: store.remove };
}
