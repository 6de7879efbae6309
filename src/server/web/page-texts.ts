import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '../../common/constants';
import type { LangCode } from '../../common/i18n/languages';
import type { SiteConfig } from '../../common/sites/site-config';
import { fillPlaceholders, readLocale } from '../i18n/locale-files';

/** Where a page's title and description come from: keys of a translation area. */
interface PageTextKeys {
  area: string;
  /** The page's own name, shown before the site's title; none on the front page. */
  title?: string;
  description: string;
}

/**
 * The public pages that have their own name and summary, with the keys the pages themselves show
 * as their heading and subtitle, so a search result reads like the page. Other public pages get
 * the site's title and front-page summary.
 */
const PAGE_TEXTS: Readonly<Record<string, PageTextKeys>> = {
  [FRONT_PAGE_PATH]: { area: 'common', description: 'front.hero.subtitle' },
  [ALL_SITES_PATH]: { area: 'common', title: 'sites.title', description: 'sites.subtitle' },
  '/login': { area: 'auth', title: 'auth.login.submit', description: 'auth.login.subtitle' },
  '/register': { area: 'auth', title: 'auth.register.submit', description: 'auth.register.subtitle' },
  '/forgot-password': { area: 'auth', title: 'auth.forgot.title', description: 'auth.forgot.subtitle' },
  '/reset-password': { area: 'auth', title: 'auth.reset.title', description: 'auth.reset.subtitle' },
  '/verify-email': { area: 'auth', title: 'auth.verify.title', description: 'front.hero.subtitle' },
  '/front-pages/landing-page': { area: 'landing', title: 'landing.meta.title', description: 'landing.hero.subtitle' },
  '/front-pages/help-center': { area: 'help-center', title: 'helpCenter.name', description: 'helpCenter.subtitle' },
  '/front-pages/pricing': { area: 'billing', title: 'billing.pricing.title', description: 'billing.pricing.seo' },
  '/front-pages/checkout': {
    area: 'billing',
    title: 'billing.checkout.title',
    description: 'billing.checkout.subtitle',
  },
  '/front-pages/payment': { area: 'billing', title: 'billing.payment.title', description: 'billing.payment.subtitle' },
};

/**
 * Public pages a search engine should not list: one-time links (reset, verify), sign-out, the
 * not-authorized notice and the template's demo variants of the sign-in pages. They still get
 * their head tags (a shared link previews well), plus noindex.
 */
const NOT_INDEXED = [/^\/logout$/, /^\/not-authorized$/, /^\/reset-password$/, /^\/verify-email$/, /^\/pages\//];

export const isIndexable = (pathname: string) => !NOT_INDEXED.some((re) => re.test(pathname));

/** One key in a language: the site's own strings win over the area's, English last (as in the browser). */
function lookup(site: SiteConfig, lang: LangCode, area: string, key: string): string | undefined {
  for (const l of lang === 'en' ? [lang] : [lang, 'en' as const]) {
    const text = site.additionalTranslations[l]?.[key] ?? readLocale(l, area)[key];
    if (text !== undefined) return fillPlaceholders(text, { app: site.configuration.AppTitle });
  }
  return undefined;
}

export interface PageTexts {
  /**
   * The document title: the site's title on every page, as the browser sets it (SPEC.md: "the
   * page title is the site's application title"), so a crawler that runs the script reads the same.
   */
  title: string;
  /** The title of link previews (Open Graph, Twitter): "<page> · <site>", or the site's title alone. */
  previewTitle: string;
  description: string;
}

/** Title and description of a page in a language (pathname after redirects, e.g. "/login"). */
export function pageTexts(site: SiteConfig, lang: LangCode, pathname: string): PageTexts {
  const siteName = site.configuration.AppTitle;
  const keys = PAGE_TEXTS[pathname];
  const front = lookup(site, lang, 'common', 'front.hero.subtitle') ?? site.listingKind;
  const description = (keys && lookup(site, lang, keys.area, keys.description)) ?? front;
  const name = keys?.title ? lookup(site, lang, keys.area, keys.title) : undefined;
  return { title: siteName, previewTitle: name ? `${name} · ${siteName}` : siteName, description };
}
