import type { Bootstrap } from '@common/bootstrap';
import type { SiteConfig } from '@common/sites';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SettingsProvider } from '@web/core/settings/settings-provider';
import { FirstRenderContext, type FirstRender } from '@web/core/theme/first-render';
import { SessionProvider } from '@web/lib/session-context';
import { SiteContext } from '@web/lib/site-context';
import { AppThemeProvider } from './app-theme-provider';
import { useSiteValue } from './site-value';

export interface SharedProvidersProps {
  site: SiteConfig;
  runtime: Bootstrap['runtime'];
  i18n: i18n;
  queryClient: QueryClient;
  firstRender: FirstRender;
  /** An island's root (ADR 0026): the theme writes no head styles (AppThemeProvider). */
  island?: boolean;
  children: ReactNode;
}

/** The providers every root has, the app's (AppProviders) and each island's (IslandProviders). */
export function SharedProviders({
  site,
  runtime,
  i18n,
  queryClient,
  firstRender,
  island = false,
  children,
}: SharedProvidersProps) {
  const siteValue = useSiteValue(site, runtime);
  return (
    <FirstRenderContext.Provider value={firstRender}>
      <SiteContext.Provider value={siteValue}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <SettingsProvider site={site}>
                <AppThemeProvider island={island}>{children}</AppThemeProvider>
              </SettingsProvider>
            </SessionProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </SiteContext.Provider>
    </FirstRenderContext.Provider>
  );
}
