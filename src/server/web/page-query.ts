/**
 * Which query parameters a server-rendered page reads (issue #30, Medium 7): the page is rendered
 * and kept by its address without the others, so `/index?x=<unique>` or a campaign's
 * `?utm_source=` reuses the kept page instead of costing a render each.
 */

/** Read by every page: the language (bootstrap, initial-language.ts) and, in development, the site. */
const ALWAYS = ['lang', 'site'];

/** Never read by any page: campaign and click identifiers added by mail tools, ads and social sites. */
const TRACKING =
  /^(utm_.*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl|ref_src)$/i;

/**
 * Pages whose parameters are known, by path pattern (src/web/pages). The search reads its filters
 * (src/web/features/listings/search-filters.ts); the front pages and offer pages read none. A page
 * not named here keeps every parameter but the tracking ones (e.g. reset-password's token).
 */
const KNOWN: { path: RegExp; reads: readonly string[] }[] = [
  { path: /^\/search$/, reads: ['q', 'kind', 'min', 'max', 'location', 'sort'] },
  { path: /^\/(index|sites)?$/, reads: [] },
  // The checkout and payment pages render the plan and period the pricing cards link with.
  { path: /^\/front-pages\/(checkout|payment)$/, reads: ['plan', 'period'] },
  { path: /^\/front-pages\/[^/]+$/, reads: [] },
  { path: /^\/front-pages\/help-center\/article\/[^/]+$/, reads: [] },
  { path: /^\/[a-z]{2}\/offer\/[^/]+$/, reads: [] },
];

export interface PageAddress {
  /** The address the page is rendered and kept under: path and the parameters it reads. */
  url: string;
  /** The parameters left out, in order (a redirect passes them on). */
  dropped: [string, string][];
}

/** The address of `url` (path and query, as in request.url) with only the parameters its page reads. */
export function pageAddress(url: string): PageAddress {
  const at = url.indexOf('?');
  if (at === -1) return { url, dropped: [] };
  const pathname = url.slice(0, at);
  const reads = KNOWN.find((k) => k.path.test(pathname))?.reads;
  const read = (name: string) => ALWAYS.includes(name) || (reads ? reads.includes(name) : !TRACKING.test(name));
  const kept = new URLSearchParams();
  const dropped: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (read(name)) kept.append(name, value);
    else dropped.push([name, value]);
  }
  // Sorted, so the same parameters in another order are the same page.
  kept.sort();
  const query = kept.toString();
  return { url: query ? `${pathname}?${query}` : pathname, dropped };
}

/** A redirect's target with the parameters the render never saw (build-routes.tsx passes the others on). */
export function withDropped(location: string, dropped: readonly [string, string][]): string {
  if (dropped.length === 0 || !location.startsWith('/') || location.startsWith('//')) return location;
  const target = new URL(location, 'http://local');
  for (const [name, value] of dropped) if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  return target.pathname + target.search + target.hash;
}
