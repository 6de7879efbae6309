import { isKnownPath } from '@common/routes/route-patterns';
import { DEFAULT_REDIRECTS, mergeRedirects, type SiteConfig } from '@common/sites';
import type { PageModule, RouteDef } from '@web/lib/route-meta';
import { DEFAULT_EXTRA_ROUTES, SITE_ROUTES } from '@web/sites/site-routes';
import { fileToRoute, isRouteFile } from '@common/routes/file-routes';
import { mergeRoutes } from './merge-routes';

const PAGES_PREFIX = '../../pages/';
const pageModules = import.meta.glob<PageModule>('../../pages/**/*.tsx');

/** Every page file under src/web/pages as a route definition (not yet loaded). */
function fileRouteDefs(): RouteDef[] {
  return Object.entries(pageModules)
    .map(([file, load]) => ({ rel: file.slice(PAGES_PREFIX.length), load }))
    .filter(({ rel }) => isRouteFile(rel))
    .map(({ rel, load }) => ({ ...fileToRoute(rel), load }));
}

export interface SiteRouteTable {
  /** The pages, redirected paths left out (a redirect wins over a page of the same path). */
  pages: RouteDef[];
  /** from -> to. */
  redirects: Record<string, string>;
}

/**
 * A site's routes as plain data: the file routes with the site's own routes and the default extras
 * merged in, and its redirects. The router is built from this, and the menu test checks the menus
 * against it, so both see the same table without loading a page.
 */
export function siteRouteTable(site: SiteConfig): SiteRouteTable {
  const merged = mergeRoutes(fileRouteDefs(), SITE_ROUTES[site.id], DEFAULT_EXTRA_ROUTES);
  const redirects = mergeRedirects(DEFAULT_REDIRECTS, site.redirects);
  return { pages: merged.filter((p) => !(p.path in redirects)), redirects };
}

/**
 * Whether a path opens a page of this table (a redirect counts; the catch-all, the not-found
 * page, does not). The menu and the landing rule ask it, so an entry appears once its page does.
 */
export function pageChecker(table: SiteRouteTable): (path: string) => boolean {
  const patterns = [...table.pages.map((p) => p.path).filter((p) => !p.includes('*')), ...Object.keys(table.redirects)];
  return (path) => isKnownPath(patterns, path);
}
