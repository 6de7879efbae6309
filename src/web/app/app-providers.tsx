import type { Bootstrap } from '@common/bootstrap';
import type { SiteConfig } from '@common/sites';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SettingsProvider } from '@web/core/settings/settings-provider';
import { FirstRenderContext, type FirstRender } from '@web/core/theme/first-render';
import { SessionProvider } from '@web/lib/session-context';
import { SiteContext } from '@web/lib/site-context';
import { AppThemeProvider } from './app-theme-provider';
import { GlobalWidgets } from './global-widgets';
import { useSiteValue } from './site-value';

export interface AppProvidersProps {
  site: SiteConfig;
  runtime: Bootstrap['runtime'];
  i18n: i18n;
  queryClient: QueryClient;
  firstRender: FirstRender;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}

/** Everything around the router, the same in the browser and in the server renderer. */
export function AppProviders({ site, runtime, i18n, queryClient, firstRender, children }: AppProvidersProps) {
  const siteValue = useSiteValue(site, runtime);
  // Says the app has taken the page over (its first render is on screen): tests and tools wait on it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <FirstRenderContext.Provider value={firstRender}>
      <SiteContext.Provider value={siteValue}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <SettingsProvider site={site}>
                <AppThemeProvider>
                  <GlobalWidgets>{children}</GlobalWidgets>
                </AppThemeProvider>
              </SettingsProvider>
            </SessionProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </SiteContext.Provider>
    </FirstRenderContext.Provider>
  );
}
