import { CookieConsent } from '@web/components/cookie-consent/cookie-consent';
import { RealtimeStatus } from '@web/components/realtime-status/realtime-status';
import { ScrollToTop } from '@web/components/scroll-to-top/scroll-to-top';
import { SnackbarHost } from '@web/components/snackbar/snackbar-host';
import { Island } from '@web/islands/island';
import type { ReactNode } from 'react';

/**
 * The widgets every page has, whatever its layout: the cookie consent banner (first in the
 * document, so keyboard and screen reader users meet it first), the app, the scroll-to-top button,
 * the toasts and the live status line (signed in only). Each loads its UI code only when it has
 * something to show. The first three are islands of a server-rendered page (ADR 0026); the live
 * status line shows only to a signed-in reader, whom the app itself serves.
 */
export function GlobalWidgets({ children }: { children: ReactNode }) {
  return (
    <>
      <Island name="cookie-consent" component={CookieConsent} props={{}} />
      {children}
      <Island name="scroll-to-top" component={ScrollToTop} props={{}} when="idle" />
      <Island name="snackbar-host" component={SnackbarHost} props={{}} when="idle" />
      <RealtimeStatus />
    </>
  );
}
