import { CONSENT_ATTRIBUTE } from '@common/cookie-consent/consent-pre-paint';
import type { ConsentChoice } from '@web/lib/cookie-consent/consent-machine';
import { DEFAULT_CONSENT_ELEMENT_ID, type ConsentStoreOptions } from '@web/lib/cookie-consent/consent-store';
import { notify } from '@web/components/snackbar/snackbar-service';
import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';
import { useTranslation } from 'react-i18next';
import CookieConsentBanner from './cookie-consent-banner';
import { useCookieConsent } from './use-cookie-consent';

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
 * visitor accepts, declines or postpones.
 *
 * The site-wide banner is part of the server's HTML, as a new visitor sees it: it paints with the
 * page instead of popping in once the scripts ran (on a phone it was the largest text to appear,
 * so the page counted as loaded seconds late). The server cannot read the reader's choice; the
 * pre-paint script can, and the banner shows only while <html> says "ask" (CONSENT_ATTRIBUTE).
 * Once the app runs, the stored choice decides and keeps that attribute in step.
 */
export function CookieConsent({
  elementId = DEFAULT_CONSENT_ELEMENT_ID,
  disableDecline = false,
  disablePostpone = false,
  showSettingsButton = true,
  ...storeOptions
}: CookieConsentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { state, choose, remove } = useCookieConsent(elementId, storeOptions, hydrated);
  const siteWide = elementId === DEFAULT_CONSENT_ELEMENT_ID;
  useEffect(() => {
    if (!hydrated || !siteWide) return;
    const root = document.documentElement;
    // A choice made on the server's banner before the app started is said now, as a click would be.
    if (root.getAttribute(CONSENT_ATTRIBUTE) === 'chosen' && state !== 'unset') {
      notify({ message: t(SAVED_KEYS[state]), severity: 'success' });
    }
    root.setAttribute(CONSENT_ATTRIBUTE, state === 'unset' ? 'ask' : 'decided');
  }, [hydrated, siteWide, state, t]);
  // Another consent than the site's has no pre-paint answer: it waits for the app, as before.
  if (!hydrated && !siteWide) return null;
  const onChoose = (choice: ConsentChoice) => {
    choose(choice);
    // The banner disappears; the toast says, also to a screen reader, that the choice was kept.
    notify({ message: t(SAVED_KEYS[choice]), severity: 'success' });
  };
  if (state === 'unset') {
    return (
      <CookieConsentBanner
        elementId={elementId}
        onChoose={onChoose}
        showDecline={!disableDecline}
        showPostpone={!disablePostpone}
        shownBy={siteWide ? CONSENT_ATTRIBUTE : undefined}
      />
    );
  }
  return showSettingsButton ? (
    <Suspense fallback={null}>
      <CookieSettingsButton onClick={remove} />
    </Suspense>
  ) : null;
}
