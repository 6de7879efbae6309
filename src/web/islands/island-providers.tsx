import type { Bootstrap } from '@common/bootstrap';
import type { SiteConfig } from '@common/sites';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppThemeProvider } from '@web/app/app-theme-provider';
import { useSiteValue } from '@web/app/site-value';
import { SettingsProvider } from '@web/core/settings/settings-provider';
import { FirstRenderContext, type FirstRender } from '@web/core/theme/first-render';
import { SessionProvider } from '@web/lib/session-context';
import { SiteContext } from '@web/lib/site-context';
import { IslandRouter } from './island-router';

export interface IslandProvidersProps {
  site: SiteConfig;
  runtime: Bootstrap['runtime'];
  i18n: i18n;
  queryClient: QueryClient;
  firstRender: FirstRender;
  /** The page's address as the server rendered it. */
  location: string;
  children: ReactNode;
}

/**
 * What an island's own root has around it, on the server and in the browser alike: the app's
 * providers (AppProviders) without the page-wide widgets, the head's styles or the app's router.
 */
export function IslandProviders({
  site,
  runtime,
  i18n,
  queryClient,
  firstRender,
  location,
  children,
}: IslandProvidersProps) {
  const siteValue = useSiteValue(site, runtime);
  return (
    <FirstRenderContext.Provider value={firstRender}>
      <SiteContext.Provider value={siteValue}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <SettingsProvider site={site}>
                <AppThemeProvider island>
                  <IslandRouter location={location}>{children}</IslandRouter>
                </AppThemeProvider>
              </SettingsProvider>
            </SessionProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </SiteContext.Provider>
    </FirstRenderContext.Provider>
  );
}
