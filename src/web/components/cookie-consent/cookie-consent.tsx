import type { ConsentChoice } from '@web/lib/cookie-consent/consent-machine';
import { DEFAULT_CONSENT_ELEMENT_ID, type ConsentStoreOptions } from '@web/lib/cookie-consent/consent-store';
import { notify } from '@web/components/snackbar/snackbar-service';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';
import { useTranslation } from 'react-i18next';
import { useCookieConsent } from './use-cookie-consent';

const CookieConsentBanner = lazy(() => import('./cookie-consent-banner'));
const CookieSettingsButton = lazy(() => import('./cookie-settings-button'));

export interface CookieConsentProps extends Omit<ConsentStoreOptions, 'now'> {
  /** Which consent this is; the storage key is the fixed prefix plus this id. */
  elementId?: string;
  /** The decline button is there unless this is set (SPEC.md: decline enabled by default). */
  disableDecline?: boolean;
  disablePostpone?: boolean;
  /**
   * After a choice, a small floating "Cookie settings" button takes the banner's corner, so the
   * choice can always be changed. Turn it off where a <CookieSettingsLink> is placed instead.
   */
  showSettingsButton?: boolean;
}

const SAVED_KEYS: Record<ConsentChoice, string> = {
  accept: 'cookies.saved.accept',
  decline: 'cookies.saved.decline',
  postpone: 'cookies.saved.postpone',
};

/**
 * The cookie consent banner (SPEC.md sections 2-4): open while no choice is kept, closed once the
 * visitor accepts, declines or postpones. Its code loads only when it has something to show.
 */
export function CookieConsent(props: CookieConsentProps) {
  // The choice is in the reader's storage, which the server renderer cannot see.
  return useHydrated() ? <StoredCookieConsent {...props} /> : null;
}

function StoredCookieConsent({
  elementId = DEFAULT_CONSENT_ELEMENT_ID,
  disableDecline = false,
  disablePostpone = false,
  showSettingsButton = true,
  ...storeOptions
}: CookieConsentProps) {
  const { t } = useTranslation();
  const { state, choose, remove } = useCookieConsent(elementId, storeOptions);
  const onChoose = (choice: ConsentChoice) => {
    choose(choice);
    // The banner disappears; the toast says, also to a screen reader, that the choice was kept.
    notify({ message: t(SAVED_KEYS[choice]), severity: 'success' });
  };
  return (
    <Suspense fallback={null}>
      {state === 'unset' ? (
        <CookieConsentBanner
          elementId={elementId}
          onChoose={onChoose}
          showDecline={!disableDecline}
          showPostpone={!disablePostpone}
        />
      ) : (
        showSettingsButton && <CookieSettingsButton onClick={remove} />
      )}
    </Suspense>
  );
}
