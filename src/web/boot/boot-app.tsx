import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@web/app/app-providers';
import { buildRoutes } from '@web/app/router/build-routes';
import { loadRtlCache } from '@web/core/theme/style-cache';
import { applyWebFonts } from '@web/core/theme/web-fonts';
import { loadAbility } from '@web/lib/ability';
import { setAppNavigator } from '@web/lib/app-navigation';
import { initI18n } from '@web/lib/i18n';
import { queryClient } from '@web/lib/query-client';
import { routerHydrationFor } from './router-hydration';
import type { StartContext } from './start-context';

/** The matched routes' lazy parts, resolved before the first render, so it shows the page at once. */
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

/**
 * The single-page app (ADR 0026): every signed-in page, and a public page for a reader the server
 * did not render it for (a session, another saved language or direction) or that is not made of
 * islands. It renders afresh over whatever the server sent (a page or the cookie banner's shell):
 * no hydration, so nothing can mismatch. The first render waits for the page's code and texts,
 * so the server's HTML stays on screen until the app's page replaces it whole.
 */
export async function bootApp({ bootstrap, site, ssr, session, lang, dir, root }: StartContext): Promise<void> {
  // The first language, the reader's permissions (CASL) and mirrored styles load before the first
  // render, so no untranslated key, no turned-away signed-in user and no left-to-right flash show.
  const [i18n] = await Promise.all([
    initI18n(site, lang, ssr && lang === bootstrap.lang ? ssr.i18n : undefined),
    session?.userAbilityRules.length ? loadAbility() : null,
    dir === 'rtl' ? loadRtlCache() : null,
  ]);
  document.documentElement.dir = dir;
  // The server's query cache: the page's data is there, whatever way the page renders.
  if (ssr) hydrate(queryClient, ssr.queries as DehydratedState);
  const routes = buildRoutes(site, i18n, queryClient);
  await resolveLazyMatches(routes);
  const serverState = (window as { __staticRouterHydrationData?: Parameters<typeof routerHydrationFor>[0] })
    .__staticRouterHydrationData;
  const hydrationData = routerHydrationFor(serverState, session !== null);
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  setAppNavigator((to) => void router.navigate(to));
  applyWebFonts();
  const formatted = new Map(Object.entries(ssr?.formatted ?? {}));
  createRoot(root).render(
    <StrictMode>
      <AppProviders
        site={site}
        runtime={bootstrap.runtime}
        i18n={i18n}
        queryClient={queryClient}
        firstRender={{ direction: dir, formatted }}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
