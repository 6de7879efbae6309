import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '../../common/constants';
import { matchesPattern } from '../../common/routes/route-patterns';
import { DEFAULT_REDIRECTS, mergeRedirects } from '../../common/sites/redirects';
import type { SiteConfig } from '../../common/sites/site-config';
import { loadRouteManifest, type PageAccess, type PageLayout, type RouteManifest } from './route-manifest';

export type { PageAccess };

export interface PageEntry {
  /** Route pattern, e.g. "/login", "/apps/user/view/:id". */
  pattern: string;
  access: PageAccess;
  /** The page's file below src/web/pages and its signed-in layout; none for routes declared in code. */
  file?: string;
  layout?: PageLayout;
  /** The translation areas the page asks for. */
  i18n?: readonly string[];
}

/**
 * The pages' access, from the route manifest (route-manifest.ts). The front page and the
 * all-sites page are routes declared in code (src/web/sites/site-routes.ts), public on every
 * site. The catch-all (the not-found page) is left out: a path only it answers is no page.
 */
export function readPageEntries(manifest: RouteManifest = loadRouteManifest()): PageEntry[] {
  const fromFiles = manifest.pages
    .map(({ pattern, access, file, layout, i18n }) => ({ pattern, access, file, layout, ...(i18n ? { i18n } : {}) }))
    .filter((e) => !e.pattern.includes('*'));
  return [
    ...fromFiles.filter((e) => e.pattern !== FRONT_PAGE_PATH && e.pattern !== ALL_SITES_PATH),
    { pattern: FRONT_PAGE_PATH, access: 'public' },
    { pattern: ALL_SITES_PATH, access: 'public' },
  ];
}

/** Redirect hops followed before giving up (a site's redirects could loop by mistake). */
const MAX_HOPS = 5;

export interface ResolvedPage {
  /** The page's own path after the site's redirects ("/" -> "/index"). */
  pathname: string;
  /** A language the redirect names ("/ar" -> "/index?lang=ar"). */
  redirectLang: string | null;
  /** The matched page, or null when no page answers (the not-found page). */
  entry: PageEntry | null;
}

/** Which page a path opens on a site, following its redirects as the router does. */
export function resolvePage(entries: readonly PageEntry[], site: SiteConfig, url: string): ResolvedPage {
  const redirects = mergeRedirects(DEFAULT_REDIRECTS, site.redirects);
  let pathname = url.split(/[?#]/)[0] || '/';
  let redirectLang: string | null = null;
  for (let hops = 0; hops < MAX_HOPS && redirects[pathname] !== undefined; hops++) {
    const target = new URL(redirects[pathname] as string, 'http://x');
    pathname = target.pathname;
    redirectLang = target.searchParams.get('lang') ?? redirectLang;
  }
  const entry = entries.find((e) => matchesPattern(e.pattern, pathname)) ?? null;
  return { pathname, redirectLang, entry };
}
