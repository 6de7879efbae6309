import { isKnownPath } from '@common/routes/route-patterns';
import { DEFAULT_REDIRECTS, mergeRedirects, type SiteConfig } from '@common/sites';
import type { PageModule, RouteDef, RouteMeta } from '@web/lib/route-meta';
import { DEFAULT_EXTRA_ROUTES, SITE_ROUTES } from '@web/sites/site-routes';
import { fileToRoute, isRouteFile } from '@common/routes/file-routes';
import { matchPath } from 'react-router';
import { mergeRoutes } from './merge-routes';

const PAGES_PREFIX = '../../pages/';
const pageModules = import.meta.glob<PageModule>('../../pages/**/*.tsx');
/*
 * Only the `meta` export of every page, up front: the guards and the menu need each route's
 * access rule before its page loads. The `?meta` query makes these a module of their own, which
 * the bundler trims to the meta objects, so the pages themselves still load lazily (imported
 * without it, a page statically imported here would join the entry chunk whole).
 */
const pageMetas = import.meta.glob<RouteMeta>(
  ['../../pages/**/*.tsx', '!../../pages/**/_*.tsx', '!../../pages/**/*.test.tsx'],
  {
    query: '?meta',
    import: 'meta',
    eager: true,
  },
);

/** Every page file under src/web/pages as a route definition (not yet loaded), its meta known. */
function fileRouteDefs(): RouteDef[] {
  return Object.entries(pageModules)
    .map(([file, load]) => ({ rel: file.slice(PAGES_PREFIX.length), load, meta: pageMetas[file] ?? {} }))
    .filter(({ rel }) => isRouteFile(rel))
    .map(({ rel, load, meta }) => ({ ...fileToRoute(rel), load, meta }));
}

export interface SiteRouteTable {
  /** The pages, redirected paths left out (a redirect wins over a page of the same path). */
  pages: RouteDef[];
  /** from -> to. */
  redirects: Record<string, string>;
}

const tables = new WeakMap<SiteConfig, SiteRouteTable>();

/**
 * A site's routes as plain data: the file routes with the site's own routes and the default extras
 * merged in, and its redirects. The router is built from this, and the menu test checks the menus
 * against it, so both see the same table without loading a page.
 */
export function siteRouteTable(site: SiteConfig): SiteRouteTable {
  // Plain data that never changes for a site: the server renderer asks for it on every request.
  let table = tables.get(site);
  if (!table) {
    const merged = mergeRoutes(fileRouteDefs(), SITE_ROUTES[site.id], DEFAULT_EXTRA_ROUTES);
    const redirects = mergeRedirects(DEFAULT_REDIRECTS, site.redirects);
    table = { pages: merged.filter((p) => !(p.path in redirects)), redirects };
    tables.set(site, table);
  }
  return table;
}

/**
 * Whether a path opens a page of this table (a redirect counts; the catch-all, the not-found
 * page, does not). The menu and the landing rule ask it, so an entry appears once its page does.
 */
export function pageChecker(table: SiteRouteTable): (path: string) => boolean {
  const patterns = [...table.pages.map((p) => p.path).filter((p) => !p.includes('*')), ...Object.keys(table.redirects)];
  return (path) => isKnownPath(patterns, path);
}

/** Redirect hops followed before giving up (the merged redirects could, by mistake, loop). */
const MAX_HOPS = 5;

/** The page a path opens, following redirects: its route; 'redirect' where a redirect leads to no page (or loops); undefined for none. */
function pageOf(table: SiteRouteTable, path: string, hops = 0): RouteDef | 'redirect' | undefined {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const target = table.redirects[pathname];
  if (target !== undefined) return hops < MAX_HOPS ? (pageOf(table, target, hops + 1) ?? 'redirect') : 'redirect';
  return table.pages.find((r) => !r.path.includes('*') && matchPath({ path: r.path, end: true }, pathname));
}

/**
 * The meta of the page a path opens, following redirects; undefined when no page (the catch-all,
 * the not-found page, does not count). The menu shows an entry only where this page's guard
 * lets the user in. Page files' meta is read up front (pageMetas); a route declared in code
 * without meta (the sites' front pages) counts as `{}`, its entry open to the entry's scope; so
 * does a redirect that leads nowhere.
 */
export function pageMetaLookup(table: SiteRouteTable): (path: string) => RouteMeta | undefined {
  return (path) => {
    const page = pageOf(table, path);
    return page === 'redirect' ? {} : page ? (page.meta ?? {}) : undefined;
  };
}

/**
 * Starts loading the code of the page a path opens (the menu asks when the pointer or focus
 * reaches an entry): the build has no preload helper (ADR 0021, "Stop 29"), so a page's files
 * come in rounds as each one names the next; started a moment before the click, most of them are
 * there when it comes. A failed load is left to the navigation, which shows its error page.
 */
export function pagePreloader(table: SiteRouteTable): (path: string) => void {
  return (path) => {
    const page = pageOf(table, path);
    if (page && page !== 'redirect') page.load().catch(() => undefined);
  };
}
