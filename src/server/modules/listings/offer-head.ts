import { isLangCode, languageOf, type LangCode } from '../../../common/i18n/languages';
import type { ListingView } from '../../../common/schemas/listings';
import type { SiteConfig } from '../../../common/sites/site-config';
import type { Db } from '../../db/client';
import { escapeHtml, ogLocaleOf } from '../../web/head';
import type { PageHeadProvider } from '../../web/page-head';
import { publishedOffer } from './published-offers';
import { offerUrl } from './sitemap-source';

const OFFER_PATH = /^\/([^/]+)\/offer\/([^/]+)\/?$/i;
/** Search engines show about this much of a description. */
const EXCERPT = 160;

const meta404 = '<meta name="robots" content="noindex">';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The description's text without its markup, cut at a word near `max` characters. */
export function plainExcerpt(html: string, max = EXCERPT): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * JSON inside <script>: `<` never appears, so neither `</script>` nor `<!--` can end or bend the
 * element, whatever a listing's name says; U+2028/2029 are escaped for old parsers.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (origin: string, address: string) => (address.startsWith('/') ? `${origin}${address}` : address);

/** schema.org Product with its Offer: price in major units, as the page shows it. */
export function offerJsonLd(listing: ListingView, url: string, images: string[], description: string) {
  const digits = listing.currency
    ? (new Intl.NumberFormat('en', { style: 'currency', currency: listing.currency }).resolvedOptions()
        .maximumFractionDigits ?? 2)
    : 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.name,
    description,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: (listing.priceMinor / 10 ** digits).toFixed(digits),
      ...(listing.currency ? { priceCurrency: listing.currency } : {}),
      availability: 'https://schema.org/InStock',
      ...(listing.locationText ? { areaServed: listing.locationText } : {}),
    },
  };
}

export interface OfferHeadInput {
  site: SiteConfig;
  origin: string;
  lang: LangCode;
  listing: ListingView;
}

/** The offer page's head: its name, an excerpt, its cover for previews, and the JSON-LD. */
export function offerHead({ site, origin, lang, listing }: OfferHeadInput): string[] {
  const url = offerUrl(origin, lang, listing.id);
  const description = plainExcerpt(listing.description) || listing.name;
  const ordered = [...listing.images].sort((a, b) => Number(b.cover) - Number(a.cover));
  const images = ordered.map((image) => absolute(origin, image.full));
  const image = images[0];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${escapeHtml(hreflang)}"` : ''} href="${escapeHtml(href)}">`;
  return [
    `<title>${escapeHtml(listing.name)}</title>`,
    meta('name', 'description', description),
    link('canonical', url),
    ...site.languages.map((l) => link('alternate', offerUrl(origin, l, listing.id), languageOf(l).htmlLang)),
    link('alternate', offerUrl(origin, site.defaultLang, listing.id), 'x-default'),
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', site.configuration.AppTitle),
    meta('property', 'og:title', listing.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocaleOf(lang)),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', listing.name),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    // A data block, which the browser does not run: the CSP needs no hash for it (ADR 0023).
    `<script type="application/ld+json">${scriptJson(offerJsonLd(listing, url, images, description))}</script>`,
  ];
}

/**
 * /:lang/offer/:offerid: the offer's head, or 404 when the id names no published offer of this
 * site or the first segment is not a language code. The page's language is the path's when the
 * site offers it, else the site's own.
 */
export function offerHeadProvider(db: Db): PageHeadProvider {
  return async ({ site, origin, pathname }) => {
    const match = OFFER_PATH.exec(pathname);
    if (!match) return undefined;
    const [, rawLang, rawId] = match as unknown as [string, string, string];
    const notFound = {
      status: 404 as const,
      head: [`<title>${escapeHtml(site.configuration.AppTitle)}</title>`, meta404],
    };
    let id: string;
    try {
      id = decodeURIComponent(rawId);
    } catch {
      return notFound;
    }
    if (!isLangCode(rawLang)) return notFound;
    const listing = await publishedOffer(db, site.id, id);
    if (!listing) return notFound;
    const lang = site.languages.includes(rawLang) ? rawLang : site.defaultLang;
    return { status: 200, head: offerHead({ site, origin, lang, listing }) };
  };
}
