import type { SiteConfig } from '@common/sites';
import type { i18n } from 'i18next';
import type { LangCode } from '@common/i18n/languages';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLoading } from '@web/components/page-loading';
import { loadLayout } from '@web/layouts/layout-registry';
import { RootShell } from '../root-shell';
import { RouteError } from '../route-error';
import { loadAreas } from '@web/lib/i18n';
import { layoutFor, type RouteDef } from '@web/lib/route-meta';
import { readSession } from '@web/lib/session';
import { siteRouteTable } from './site-route-table';

/** What a page's prefetch needs besides the URL: one per request on the server. */
interface RouteDataDeps {
  site: SiteConfig;
  queryClient: QueryClient;
}

/** A page route: its chunk, layout and translation areas load before it renders. */
export function pageRoute(def: RouteDef, i18n: i18n, data: RouteDataDeps): RouteObject {
  return {
    path: def.path,
    id: def.name,
    lazy: async () => {
      // A meta known up front (site routes) lets the page's texts load alongside its chunk.
      const early = loadAreas(i18n, def.meta?.i18n);
      const mod = await def.load();
      const meta = def.meta ?? mod.meta ?? {};
      // The page's areas are in before it renders, so it never shows a raw key.
      await Promise.all([early, loadAreas(i18n, meta.i18n), loadLayout(layoutFor(meta, readSession() !== null))]);
      const { prefetch } = mod;
      const loader: LoaderFunction | undefined = prefetch
        ? async ({ params, request }) => {
            await prefetch({ ...data, params, url: new URL(request.url), lang: i18n.language as LangCode });
            return null;
          }
        : undefined;
      // The page's own boundary: a page whose data says "not found" shows it inside its layout.
      return { Component: mod.default, ErrorBoundary: RouteError, handle: { name: def.name, meta }, loader };
    },
  };
}

/** A redirect keeps the visitor's other query parameters: /en?ref=x -> /index?lang=en&ref=x. */
function redirectRoute(from: string, to: string): RouteObject {
  return {
    path: from,
    // The loader redirects before anything renders; the component only quiets the router.
    Component: () => null,
    loader: ({ request }) => {
      const target = new URL(to, request.url);
      new URL(request.url).searchParams.forEach((value, key) => {
        if (!target.searchParams.has(key)) target.searchParams.set(key, value);
      });
      return redirect(target.pathname + target.search);
    },
  };
}

/** The router's routes; i18n loads each page's translation areas (meta.i18n) with its chunk. */
export function buildRoutes(site: SiteConfig, i18n: i18n, queryClient: QueryClient): RouteObject[] {
  const { pages, redirects } = siteRouteTable(site);
  return [
    {
      id: 'root',
      Component: RootShell,
      // Shown only while the first route's chunk loads.
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        ...Object.entries(redirects).map(([from, to]) => redirectRoute(from, to)),
        ...pages.map((def) => pageRoute(def, i18n, { site, queryClient })),
      ],
    },
  ];
}
