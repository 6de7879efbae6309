import type { SiteConfig } from '@common/sites';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SettingsProvider } from '@web/core/settings/settings-provider';
import { FirstRenderContext, type FirstRender } from '@web/core/theme/first-render';
import { SessionProvider } from '@web/lib/session-context';
import { SiteContext, type SiteContextValue } from '@web/lib/site-context';

export interface SharedProvidersProps {
  site: SiteConfig;
  /**
   * What SiteContext holds: the app's answers come from its route table (useSiteValue), an
   * island's from what the server wrote for it (useIslandSiteValue), so the islands' build
   * carries no route table.
   */
  siteValue: SiteContextValue;
  i18n: i18n;
  queryClient: QueryClient;
  firstRender: FirstRender;
  /** Inside the providers: the root's own theme provider (the app's or an island's) and what it holds. */
  children: ReactNode;
}

/**
 * The providers every root has, the app's (AppProviders) and each island's (IslandProviders). The
 * theme's provider is each root's own (AppThemeProvider, IslandThemeProvider): the islands' build
 * then carries neither MUI's CSS-variables provider nor its baseline.
 */
export function SharedProviders({ site, siteValue, i18n, queryClient, firstRender, children }: SharedProvidersProps) {
  return (
    <FirstRenderContext.Provider value={firstRender}>
      <SiteContext.Provider value={siteValue}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <SettingsProvider site={site}>{children}</SettingsProvider>
            </SessionProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </SiteContext.Provider>
    </FirstRenderContext.Provider>
  );
}
