import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '../constants';
import { DEFAULT_REDIRECTS, mergeRedirects } from '../sites/redirects';
import type { SiteConfig } from '../sites/site-config';
import { fileToRoute, isRouteFile } from './file-routes';

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

/**
 * Whether a route pattern ("/apps/user/view/:id", "/login") matches a path, as the router
 * matches it: a ":param" takes one non-empty segment, a trailing "*" the rest, case ignored.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname.split(/[?#]/)[0] ?? '');
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    if (w === '*') return true;
    const h = have[i];
    if (h === undefined) return false;
    if (!w.startsWith(':') && w.toLowerCase() !== h.toLowerCase()) return false;
  }
  return have.length === want.length;
}

/**
 * The paths a site's app answers with a page, as patterns: its page files (the catch-all left
 * out: it is the not-found page), the front page, the all-sites page and the redirects. The
 * server answers anything else with 404 (the app still renders its not-found page).
 * `pageFiles` are paths below src/web/pages, e.g. "apps/user/list.tsx".
 */
export function sitePagePatterns(pageFiles: readonly string[], site: SiteConfig): string[] {
  const files = pageFiles.filter(isRouteFile).map((f) => fileToRoute(f).path);
  const redirects = Object.keys(mergeRedirects(DEFAULT_REDIRECTS, site.redirects));
  return [...new Set([...files.filter((p) => !p.includes('*')), FRONT_PAGE_PATH, ALL_SITES_PATH, ...redirects])];
}

export const isKnownPath = (patterns: readonly string[], pathname: string) =>
  patterns.some((p) => matchesPattern(p, pathname));
