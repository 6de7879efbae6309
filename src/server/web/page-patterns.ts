import { sitePagePatterns } from '../../common/routes/route-patterns';
import type { SiteConfig } from '../../common/sites/site-config';
import { loadRouteManifest, type RouteManifest } from './route-manifest';

/**
 * Each site's known page patterns, computed once: the same files and rules the router uses
 * (common/routes), so the server can answer an unknown path with 404. Routes a site declares in
 * code (src/web/sites/site-routes.ts) other than its front page must be added to
 * sitePagePatterns too. No page files known (an unusual deployment) means no 404s: every path
 * is served as before.
 */
export function pagePatternsBySite(
  sites: readonly SiteConfig[],
  manifest: RouteManifest = loadRouteManifest(),
): Map<string, string[]> {
  const files = manifest.pages.map((p) => p.file);
  return new Map(files.length === 0 ? [] : sites.map((s) => [s.id, sitePagePatterns(files, s)]));
}
