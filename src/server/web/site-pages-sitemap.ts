import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '../../common/constants';
import { languageOf } from '../../common/i18n/languages';
import type { SiteConfig } from '../../common/sites/site-config';
import { pageUrl } from './head';
import { resolvePage, type PageEntry } from './page-access';
import type { SitemapSource, SitemapUrl } from './sitemap';

/**
 * The site's own pages worth finding, in this order: the front page, search (once the listings
 * issue adds it), the help centre, sign-in and sign-up, then the template's public front pages: the plans' pricing, checkout and payment, and the landing page (issue #37). The all-sites page is listed by the generic site only,
 * whose index it is; on a branded site it would be the same page again.
 */
const CANDIDATES = [
  FRONT_PAGE_PATH,
  '/search',
  '/front-pages/help-center',
  '/login',
  '/register',
  '/front-pages/pricing',
  '/front-pages/checkout',
  '/front-pages/payment',
  '/front-pages/landing-page',
];

/** Each page once per language, each naming all its language versions (and x-default). */
export function sitePageUrls(entries: readonly PageEntry[], site: SiteConfig, origin: string): SitemapUrl[] {
  const paths = [...CANDIDATES, ...(site.id === 'generic' ? [ALL_SITES_PATH] : [])].filter((p) => {
    const page = resolvePage(entries, site, p);
    return page.entry !== null && page.entry.access !== 'private' && page.pathname === p;
  });
  return paths.flatMap((path) => {
    const alternates = [
      ...site.languages.map((l) => ({ hreflang: languageOf(l).htmlLang, href: pageUrl(origin, path, l, site) })),
      { hreflang: 'x-default', href: `${origin}${path}` },
    ];
    return site.languages.map((lang) => ({ loc: pageUrl(origin, path, lang, site), alternates }));
  });
}

/** The site's pages as a sitemap source; they are few, so a range is cut from the whole list. */
export function sitePagesSource(entries: readonly PageEntry[]): SitemapSource {
  return {
    name: 'site pages',
    count: async (site, origin) => sitePageUrls(entries, site, origin).length,
    list: async (site, origin, offset, limit) => sitePageUrls(entries, site, origin).slice(offset, offset + limit),
  };
}
