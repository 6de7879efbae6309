import { DEFAULT_REDIRECTS, mergeRedirects, type SiteConfig } from '@common/sites';
import { SITE_ROUTES, DEFAULT_EXTRA_ROUTES } from '@web/sites/site-routes';
import { redirect, type RouteObject } from 'react-router';
import { PageLoading } from '@web/components/page-loading';
import { loadLayout } from '@web/layouts/layout-registry';
import { RootShell } from '../root-shell';
import { fileToRoute, isRouteFile } from './file-routes';
import { mergeRoutes } from './merge-routes';
import type { PageModule, RouteDef } from '@web/lib/route-meta';

const PAGES_PREFIX = '../../pages/';
const pageModules = import.meta.glob<PageModule>('../../pages/**/*.tsx');

/** Every page file under src/web/pages as a route definition (not yet loaded). */
export function fileRouteDefs(): RouteDef[] {
  return Object.entries(pageModules)
    .map(([file, load]) => ({ rel: file.slice(PAGES_PREFIX.length), load }))
    .filter(({ rel }) => isRouteFile(rel))
    .map(({ rel, load }) => ({ ...fileToRoute(rel), load }));
}

function toRouteObject(def: RouteDef): RouteObject {
  return {
    path: def.path,
    id: def.name,
    lazy: async () => {
      const mod = await def.load();
      const meta = def.meta ?? mod.meta ?? {};
      await loadLayout(meta.layout ?? 'default');
      return { Component: mod.default, handle: { name: def.name, meta } };
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

export function buildRoutes(site: SiteConfig): RouteObject[] {
  const pages = mergeRoutes(fileRouteDefs(), SITE_ROUTES[site.id], DEFAULT_EXTRA_ROUTES);
  const redirects = mergeRedirects(DEFAULT_REDIRECTS, site.redirects);
  return [
    {
      id: 'root',
      Component: RootShell,
      // Shown only while the first route's chunk loads.
      HydrateFallback: PageLoading,
      children: [
        ...Object.entries(redirects).map(([from, to]) => redirectRoute(from, to)),
        ...pages.filter((p) => !(p.path in redirects)).map(toRouteObject),
      ],
    },
  ];
}
