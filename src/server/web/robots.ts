import type { PageEntry } from './page-access';

const segmentsOf = (pattern: string) => pattern.split('/').filter((s) => s !== '');

/**
 * The path prefixes crawlers are kept out of: the API and every signed-in page. A signed-in
 * page's whole top folder is closed when no page open to visitors lives in it ("/apps/");
 * otherwise only its own path, up to its first parameter ("/pages/account-settings/"), so the
 * public pages beside it ("/pages/authentication/...") stay open.
 */
export function disallowedPrefixes(entries: readonly PageEntry[]): string[] {
  const openTops = new Set(entries.filter((e) => e.access !== 'private').map((e) => segmentsOf(e.pattern)[0]));
  const prefixes = entries
    .filter((e) => e.access === 'private')
    .map((e) => {
      const segments = segmentsOf(e.pattern);
      const top = segments[0];
      if (top === undefined) return null;
      if (!openTops.has(top)) return segments.length > 1 ? `/${top}/` : `/${top}`;
      const firstParam = segments.findIndex((s) => s.startsWith(':') || s === '*');
      return firstParam === -1 ? `/${segments.join('/')}` : `/${segments.slice(0, firstParam).join('/')}/`;
    })
    .filter((p): p is string => p !== null);
  const unique = [...new Set(['/api/', ...prefixes])].sort();
  // A prefix inside a closed folder adds nothing.
  return unique.filter((p) => !unique.some((q) => q !== p && q.endsWith('/') && p.startsWith(q)));
}

/** robots.txt for one site: its signed-in areas closed, everything else open, its own sitemap. */
export function robotsTxt(origin: string, entries: readonly PageEntry[]): string {
  return [
    'User-agent: *',
    ...disallowedPrefixes(entries).map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
