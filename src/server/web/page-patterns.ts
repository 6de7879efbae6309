import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sitePagePatterns } from '../../common/routes/route-patterns';
import type { SiteConfig } from '../../common/sites/site-config';

/** The web app's page files (the router's file routes); read from disk, never imported. */
export const WEB_PAGES_DIR = path.resolve(import.meta.dirname, '../../web/pages');

/** The page files under dir, as router-style relative paths ("apps/user/list.tsx"); none if it is missing. */
export function pageFilesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/**
 * Each site's known page patterns, computed once: the same files and rules the router uses
 * (common/routes), so the server can answer an unknown path with 404. Routes a site declares in
 * code (src/web/sites/site-routes.ts) other than its front page must be added to
 * sitePagePatterns too. No page files found (an unusual deployment) means no 404s: every path
 * is served as before.
 */
export function pagePatternsBySite(sites: readonly SiteConfig[], dir = WEB_PAGES_DIR): Map<string, string[]> {
  const files = pageFilesIn(dir);
  return new Map(files.length === 0 ? [] : sites.map((s) => [s.id, sitePagePatterns(files, s)]));
}
