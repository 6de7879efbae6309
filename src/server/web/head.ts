import { languageOf, type LangCode } from '../../common/i18n/languages';
import type { SiteConfig } from '../../common/sites/site-config';

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * A page's address in a language, as the app reads it: the site's default language has no
 * parameter, any other is ?lang=<code> (SPEC.md: /<lang> redirects to the front page with it).
 */
export function pageUrl(
  origin: string,
  pathname: string,
  lang: LangCode,
  site: Pick<SiteConfig, 'defaultLang'>,
): string {
  return `${origin}${pathname}${lang === site.defaultLang ? '' : `?lang=${lang}`}`;
}

/** Open Graph wants language_TERRITORY; the product's codes name the usual territory. */
const OG_LOCALES: Record<LangCode, string> = {
  en: 'en_US',
  pl: 'pl_PL',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  pt: 'pt_PT',
  de: 'de_DE',
  cn: 'zh_CN',
  br: 'pt_BR',
  ar: 'ar_AR',
};

export const ogLocaleOf = (lang: LangCode) => OG_LOCALES[lang];

interface HeadCommon {
  site: SiteConfig;
  /** The document title; escaped here. */
  title: string;
}

export interface PublicHeadInput extends HeadCommon {
  kind: 'public';
  /** The site's public origin (public-origin.ts), no trailing slash. */
  origin: string;
  /** The page's own path after redirects ("/index", "/login"). */
  pathname: string;
  lang: LangCode;
  description: string;
  /** The title link previews show ("<page> · <site>"); the document title when absent. */
  previewTitle?: string | undefined;
  /** An absolute image URL for link previews, when the site has one. */
  image?: string | undefined;
  /** false: a public page search engines should not list (one-time links, sign-out). */
  indexable: boolean;
}

export interface PrivateHeadInput extends HeadCommon {
  /** A signed-in page or no page at all: the server knows nothing worth indexing there. */
  kind: 'private';
}

export type HeadInput = PublicHeadInput | PrivateHeadInput;

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
const link = (attrs: Record<string, string>) =>
  `<link ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    .join(' ')}>`;

/**
 * The tags of a page's <head> that describe it: title and description, canonical URL,
 * hreflang alternates, Open Graph and Twitter card for public pages; for others a plain title
 * and noindex. Pure, so the coming server-side renderer writes the same head. Every value is
 * HTML-escaped: titles come from site configs and translation files, and the page path from
 * the request.
 */
export function buildHead(input: HeadInput): string[] {
  const title = `<title>${escapeHtml(input.title)}</title>`;
  if (input.kind === 'private') return [title, meta('name', 'robots', 'noindex')];

  const { site, origin, pathname, lang, description, image } = input;
  const previewTitle = input.previewTitle ?? input.title;
  const url = pageUrl(origin, pathname, lang, site);
  const languages = site.languages.includes(lang) ? site.languages : [...site.languages, lang];
  return [
    title,
    meta('name', 'description', description),
    ...(input.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    link({ rel: 'canonical', href: url }),
    ...languages.map((l) =>
      link({ rel: 'alternate', hreflang: languageOf(l).htmlLang, href: pageUrl(origin, pathname, l, site) }),
    ),
    link({ rel: 'alternate', hreflang: 'x-default', href: `${origin}${pathname}` }),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.configuration.AppTitle),
    meta('property', 'og:title', previewTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocaleOf(lang)),
    ...languages.filter((l) => l !== lang).map((l) => meta('property', 'og:locale:alternate', ogLocaleOf(l))),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', previewTitle),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
}
