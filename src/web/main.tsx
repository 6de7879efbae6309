import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/800.css';
import './core/theme/font-fallback.css';
import { languageOf } from '@common/i18n/languages';
import { siteById } from '@common/sites';
import { SHELL_ATTRIBUTE } from '@common/ssr';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { setAppNavigator } from '@web/lib/app-navigation';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/app-providers';
import { themeFor } from './app/app-theme-provider';
import { readBootstrap } from './app/bootstrap';
import { buildRoutes } from './app/router/build-routes';
import { readSsrData } from './app/ssr-data';
import { initialLanguage } from './core/settings/initial-language';
import { loadSettings } from './core/settings/settings-storage';
import { defaultSettings } from './core/settings/settings-types';
import { loadRtlCache } from './core/theme/style-cache';
import { applyWebFonts, applyWebFontsAtFirstMove, cacheWebFontsForThisTab } from './core/theme/web-fonts';
import { initI18n } from './lib/i18n';
import { warmIntl } from './lib/warm-intl';
import { whenIdle } from './lib/when-idle';
import { queryClient } from './lib/query-client';
import { loadAbility } from './lib/ability';
import { readSession } from './lib/session';
import { nextTask, startStagedHydration, stagesOpened } from './lib/staged-hydration';

function safeLocalStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The matched routes' lazy parts, resolved before hydrating, so the first render is the page the server sent. */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  /*
   * Taking a page over is several steps (the scripts' own start, the first language, the routes,
   * hydration in stages): as one task it kept a phone from answering a tap for half a second
   * (Lighthouse's total blocking time), as several it answers between them.
   */
  await nextTask();
  const bootstrap = readBootstrap();
  const site = siteById(bootstrap.siteId);
  const ssr = readSsrData();
  const storage = safeLocalStorage();
  // The first language is loaded before the first render, so no untranslated key ever shows.
  const lang = initialLanguage(site, bootstrap.lang, location.search, storage);
  // A direction chosen in the customizer wins over the language's, from the first render on.
  const { direction } = loadSettings(site.configuration.AppTitle, defaultSettings(site), storage);
  const dir = direction ?? languageOf(lang).dir;
  /*
   * The server renders a page as a signed-out visitor sees it in the site's or the address's
   * language. The browser takes that HTML over (hydrates it) when it would render the same; a
   * reader with a session, another saved language or a customised direction gets the page
   * rendered afresh instead, which never mismatches (ADR 0014).
   */
  const session = readSession();
  const sameFirstRender = lang === bootstrap.lang && dir === bootstrap.dir;
  const hydrating = ssr !== null && session === null && sameFirstRender;
  /*
   * A private page's shell (the cookie banner, SHELL_ATTRIBUTE) is taken over the same way: a
   * fresh render would empty #root and paint the banner again as a new element, which the browser
   * then counts as the page's largest paint, after the app's files, instead of the server's.
   * What the shell lacks (the page) is simply created.
   */
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const shell = ssr === null && root.hasAttribute(SHELL_ATTRIBUTE);
  const takingShellOver = shell && sameFirstRender;
  // A signed-in reader's permissions (CASL) load with the first language, not after the first render.
  const [i18n] = await Promise.all([
    initI18n(site, lang, hydrating ? ssr.i18n : undefined),
    session?.userAbilityRules.length ? loadAbility() : null,
  ]);
  document.documentElement.dir = dir;
  await nextTask();
  // Mirrored styles load before the first render, so a right-to-left page never paints left-to-right.
  if (dir === 'rtl') await loadRtlCache();
  // The server's query cache: the page's data is there, whatever way the page renders.
  if (ssr) hydrate(queryClient, ssr.queries as DehydratedState);
  const routes = buildRoutes(site, i18n, queryClient);
  if (hydrating) await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes);
  setAppNavigator((to) => void router.navigate(to));
  // Public Sans (web-fonts.ts): where the server's page or banner is on screen and gets taken over,
  // at the first move to another page (the loader lets them apply earlier where the tab has the
  // files); on a page drawn here, at once. The files download when the page is idle, for this tab.
  if (hydrating || takingShellOver) applyWebFontsAtFirstMove(router);
  else applyWebFonts();
  void stagesOpened().then(() => whenIdle(() => void cacheWebFontsForThisTab()));
  const app = (
    <StrictMode>
      <AppProviders
        site={site}
        runtime={bootstrap.runtime}
        i18n={i18n}
        queryClient={queryClient}
        firstRender={{ direction: dir, formatted: new Map(Object.entries(ssr?.formatted ?? {})) }}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (!hydrating) {
    // The page's formatting data in a task of its own, before a first render that needs it (warm-intl.ts).
    await nextTask();
    warmIntl(i18n.language);
  }
  if (hydrating || takingShellOver) {
    await nextTask();
    // The first render's theme (server defaults while hydrating) in a task of its own: its two
    // colour schemes take ~25 ms on a phone.
    themeFor(site, defaultSettings(site), dir);
    await nextTask();
    // A whole page hydrates in stages; a shell is only the banner.
    if (hydrating) void startStagedHydration();
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('Hydration mismatch', error),
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
