import { languageOf } from '../../../common/i18n/languages';
import type { SiteConfig } from '../../../common/sites/site-config';
import type { Db } from '../../db/client';
import type { SitemapSource, SitemapUrl } from '../../web/sitemap';
import { countPublishedOffers, publishedOfferRange } from './published-offers';

/** An offer page's address in a language: the language is the path's first segment (SPEC.md). */
export const offerUrl = (origin: string, lang: string, id: string) => `${origin}/${lang}/offer/${id}`;

/**
 * Every published offer of the site, once per language of the site, each naming its other
 * language versions; x-default is the site's own language. Listed by range: the offers a range
 * covers are read with OFFSET/LIMIT, never all of them.
 */
export function offersSitemapSource(db: Db): SitemapSource {
  return {
    name: 'offers',
    count: async (site) => (await countPublishedOffers(db, site.id)) * site.languages.length,
    list: async (site, origin, offset, limit) => {
      const perOffer = site.languages.length;
      const first = Math.floor(offset / perOffer);
      const last = Math.ceil((offset + limit) / perOffer);
      const rows = await publishedOfferRange(db, site.id, first, last - first);
      const urls = rows.flatMap((row) => offerUrls(site, origin, row.id, row.updatedAt.toISOString()));
      const skip = offset - first * perOffer;
      return urls.slice(skip, skip + limit);
    },
  };
}

function offerUrls(site: SiteConfig, origin: string, id: string, lastmod: string): SitemapUrl[] {
  const alternates = [
    ...site.languages.map((l) => ({ hreflang: languageOf(l).htmlLang, href: offerUrl(origin, l, id) })),
    { hreflang: 'x-default', href: offerUrl(origin, site.defaultLang, id) },
  ];
  return site.languages.map((lang) => ({ loc: offerUrl(origin, lang, id), lastmod, alternates }));
}
