import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '../../common/constants';
import { fileToRoute, isRouteFile } from '../../common/routes/file-routes';
import { metaLineOf } from '../../common/routes/page-meta-line';
import { matchesPattern } from '../../common/routes/route-patterns';
import { DEFAULT_REDIRECTS, mergeRedirects } from '../../common/sites/redirects';
import type { SiteConfig } from '../../common/sites/site-config';
import { pageFilesIn, WEB_PAGES_DIR } from './page-patterns';

/**
 * Who may see a page, from its route meta: `public` (everyone), `signed-out` (unauthenticatedOnly:
 * login, register; a visitor without a session sees them, so they are public to a crawler too) or
 * `private` (a session is needed; the server has nothing to show there).
 */
export type PageAccess = 'public' | 'signed-out' | 'private';

export interface PageEntry {
  /** Route pattern, e.g. "/login", "/apps/user/view/:id". */
  pattern: string;
  access: PageAccess;
}

/** A page's access from its source; no meta line means the router's default, a private page. */
export function accessFromSource(source: string): PageAccess {
  // The one-line meta the build reads too (common/routes/page-meta-line.ts): no browser code imported.
  const meta = metaLineOf(source) ?? '';
  if (/\bunauthenticatedOnly:\s*true\b/.test(meta)) return 'signed-out';
  if (/\bpublic:\s*true\b/.test(meta)) return 'public';
  return 'private';
}

let atStart: PageEntry[] | undefined;

/**
 * The page files' access, read once per process (the web and SEO plugins both need it). The front page and the all-sites page are routes
 * declared in code (src/web/sites/site-routes.ts), public on every site. The catch-all (the
 * not-found page) is left out: a path only it answers is no page.
 */
export function readPageEntries(dir = WEB_PAGES_DIR): PageEntry[] {
  if (dir === WEB_PAGES_DIR && atStart) return atStart;
  const fromFiles = pageFilesIn(dir)
    .filter(isRouteFile)
    .map((file) => ({ pattern: fileToRoute(file).path, access: accessFromSource(readFileSync(path.join(dir, file), 'utf8')) }))
    .filter((e) => !e.pattern.includes('*'));
  const entries: PageEntry[] = [
    ...fromFiles.filter((e) => e.pattern !== FRONT_PAGE_PATH && e.pattern !== ALL_SITES_PATH),
    { pattern: FRONT_PAGE_PATH, access: 'public' },
    { pattern: ALL_SITES_PATH, access: 'public' },
  ];
  if (dir === WEB_PAGES_DIR) atStart = entries;
  return entries;
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
