import type { SiteConfig } from '../../common/sites/site-config';
import { escapeHtml } from './head';

/** The most URLs one sitemap file may hold (sitemaps.org); past it sitemap.xml becomes an index. */
export const SITEMAP_PAGE_SIZE = 50_000;

export interface SitemapAlternate {
  /** A BCP 47 tag ("pl", "zh-CN") or "x-default". */
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  /** Absolute URL on the site's public origin. */
  loc: string;
  /** ISO date or date-time of the last change, when known (an offer's update time). */
  lastmod?: string | undefined;
  /** The same page in the site's other languages. */
  alternates?: readonly SitemapAlternate[] | undefined;
}

/**
 * Something that adds URLs to a site's sitemap: the site's own pages here, published offers
 * from the listings module next. Counted and listed by range, so one page of a large sitemap
 * reads only its slice (a database source maps these onto COUNT and OFFSET/LIMIT, ordered stably).
 */
export interface SitemapSource {
  /** For logs and tests. */
  name: string;
  count(site: SiteConfig, origin: string): Promise<number>;
  list(site: SiteConfig, origin: string, offset: number, limit: number): Promise<SitemapUrl[]>;
}

export interface SitemapSlice {
  /** Index into the sources. */
  source: number;
  offset: number;
  limit: number;
}

/**
 * How the sources' URLs split into sitemap files of at most `pageSize`: one list of slices per
 * file, the sources in order, a source spanning files where it must. No URLs is one empty file.
 */
export function planSitemapPages(counts: readonly number[], pageSize = SITEMAP_PAGE_SIZE): SitemapSlice[][] {
  const pages: SitemapSlice[][] = [[]];
  let room = pageSize;
  counts.forEach((count, source) => {
    let offset = 0;
    while (offset < count) {
      if (room === 0) {
        pages.push([]);
        room = pageSize;
      }
      const limit = Math.min(room, count - offset);
      (pages[pages.length - 1] as SitemapSlice[]).push({ source, offset, limit });
      offset += limit;
      room -= limit;
    }
  });
  return pages;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlXml(url: SitemapUrl): string {
  const parts = [`<loc>${escapeHtml(url.loc)}</loc>`];
  if (url.lastmod) parts.push(`<lastmod>${escapeHtml(url.lastmod)}</lastmod>`);
  for (const a of url.alternates ?? []) {
    parts.push(`<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`);
  }
  return `<url>${parts.join('')}</url>`;
}

/** One sitemap file; xhtml:link carries the language alternates, as search engines read them. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return (
    XML_HEAD +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.map((u) => `${urlXml(u)}\n`).join('') +
    '</urlset>\n'
  );
}

/** The index of a sitemap split into files. */
export function sitemapIndexXml(locs: readonly string[]): string {
  return (
    XML_HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/** Where file `page` (1-based) of a split sitemap lives. */
export const sitemapPageUrl = (origin: string, page: number) => `${origin}/sitemap.xml?page=${page}`;

export type SitemapAnswer = { kind: 'urlset'; xml: string } | { kind: 'index'; xml: string } | { kind: 'none' };

/**
 * What /sitemap.xml answers: all URLs when they fit one file; past that the index, and with
 * `page` that file's URLs. A page number past the end is none (404).
 */
export async function sitemapFor(
  sources: readonly SitemapSource[],
  site: SiteConfig,
  origin: string,
  page: number | undefined,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<SitemapAnswer> {
  const counts = await Promise.all(sources.map((s) => s.count(site, origin)));
  const plan = planSitemapPages(counts, pageSize);
  if (page === undefined && plan.length > 1) {
    return { kind: 'index', xml: sitemapIndexXml(plan.map((_, i) => sitemapPageUrl(origin, i + 1))) };
  }
  const slices = plan[(page ?? 1) - 1];
  // A split sitemap has no "page 1 of 1": with one file, only the plain address answers.
  if (!slices || (page !== undefined && plan.length === 1)) return { kind: 'none' };
  const lists = await Promise.all(
    slices.map((s) => (sources[s.source] as SitemapSource).list(site, origin, s.offset, s.limit)),
  );
  return { kind: 'urlset', xml: urlsetXml(lists.flat()) };
}
