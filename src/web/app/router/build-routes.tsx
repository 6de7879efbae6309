import type { SiteConfig } from '@common/sites';
import { redirect, type RouteObject } from 'react-router';
import { PageLoading } from '@web/components/page-loading';
import { loadLayout } from '@web/layouts/layout-registry';
import { RootShell } from '../root-shell';
import { layoutFor, type RouteDef } from '@web/lib/route-meta';
import { readSession } from '@web/lib/session';
import { siteRouteTable } from './site-route-table';

function toRouteObject(def: RouteDef): RouteObject {
  return {
    path: def.path,
    id: def.name,
    lazy: async () => {
      const mod = await def.load();
      const meta = def.meta ?? mod.meta ?? {};
      await loadLayout(layoutFor(meta, readSession() !== null));
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
  const { pages, redirects } = siteRouteTable(site);
  return [
    {
      id: 'root',
      Component: RootShell,
      // Shown only while the first route's chunk loads.
      HydrateFallback: PageLoading,
      children: [
        ...Object.entries(redirects).map(([from, to]) => redirectRoute(from, to)),
        ...pages.map(toRouteObject),
      ],
    },
  ];
}
