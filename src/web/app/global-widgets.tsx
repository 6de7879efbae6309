import { CookieConsent } from '@web/components/cookie-consent/cookie-consent';
import { RealtimeStatus } from '@web/components/realtime-status/realtime-status';
import { ScrollToTop } from '@web/components/scroll-to-top/scroll-to-top';
import { SnackbarHost } from '@web/components/snackbar/snackbar-host';
import { HydrateLater } from '@web/lib/staged-hydration';
import type { ReactNode } from 'react';

/**
 * The widgets every page has, whatever its layout: the cookie consent banner (first in the
 * document, so keyboard and screen reader users meet it first), the app, the scroll-to-top button,
 * the toasts and the live status line (signed in only). Each loads its UI code only when it has
 * something to show.
 */
export function GlobalWidgets({ children }: { children: ReactNode }) {
  return (
    <>
      {/* The server's banner works before it hydrates (the pre-paint script keeps a click), so it
          is taken over last, with the footer, not in the first and longest task. */}
      <HydrateLater stage={3}>
        <CookieConsent />
      </HydrateLater>
      {children}
      <ScrollToTop />
      <SnackbarHost />
      <RealtimeStatus />
    </>
  );
}
