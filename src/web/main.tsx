import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/800.css';
import { siteById } from '@common/sites';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppThemeProvider } from './app/app-theme-provider';
import { initialLanguage } from './core/settings/initial-language';
import { SettingsProvider } from './core/settings/settings-provider';
import { loadSettings } from './core/settings/settings-storage';
import { defaultSettings } from './core/settings/settings-types';
import { loadRtlCache } from './core/theme/style-cache';
import { readBootstrap } from './app/bootstrap';
import { GlobalWidgets } from './app/global-widgets';
import { buildRoutes } from './app/router/build-routes';
import { pageChecker, pageMetaLookup, siteRouteTable } from './app/router/site-route-table';
import { SessionProvider } from '@web/lib/session-context';
import { SiteContext } from '@web/lib/site-context';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';

function safeLocalStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

async function start() {
  const bootstrap = readBootstrap();
  const site = siteById(bootstrap.siteId);
  // The first language is loaded before the first render, so no untranslated key ever shows.
  const lang = initialLanguage(site, bootstrap.lang, location.search, safeLocalStorage());
  const i18n = await initI18n(site, lang);
  // A direction chosen in the customizer wins over the language's, from the first render on.
  const { direction } = loadSettings(site.configuration.AppTitle, defaultSettings(site), safeLocalStorage());
  if (direction) document.documentElement.dir = direction;
  // Mirrored styles load before the first render, so a right-to-left page never paints left-to-right.
  if (document.documentElement.dir === 'rtl') await loadRtlCache();
  const router = createBrowserRouter(buildRoutes(site, i18n, queryClient));
  const table = siteRouteTable(site);
  const hasPage = pageChecker(table);
  const pageMeta = pageMetaLookup(table);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <SiteContext.Provider value={{ site, runtime: bootstrap.runtime, hasPage, pageMeta }}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <SettingsProvider site={site}>
                <AppThemeProvider>
                  <GlobalWidgets>
                    <RouterProvider router={router} />
                  </GlobalWidgets>
                </AppThemeProvider>
              </SettingsProvider>
            </SessionProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </SiteContext.Provider>
    </StrictMode>,
  );
}

void start();
