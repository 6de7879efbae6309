import { isLangCode, type LangCode } from '../../common/i18n/languages';
import type { SiteConfig } from '../../common/sites/site-config';
import { buildHead } from './head';
import { resolvePage, type PageEntry } from './page-access';
import { isIndexable, pageTexts } from './page-texts';

export interface PageHeadInput {
  entries: readonly PageEntry[];
  site: SiteConfig;
  /** The site's public origin (public-origin.ts). */
  origin: string;
  /** The request's URL, path and query. */
  url: string;
  /** The language the page is rendered in (the bootstrap's). */
  lang: LangCode;
}

/** The page's own head from a module that knows the page (an offer from the listings module). */
export interface ProvidedHead {
  /** 404: the path names nothing there (an unknown or unpublished offer). */
  status: 200 | 404;
  head: string[];
}

/**
 * A module's head tags for its own paths, registered with `app.pageHeads.add` (plugins/seo.ts):
 * undefined for a path it does not own, so the generic head below applies.
 */
export type PageHeadProvider = (
  input: Omit<PageHeadInput, 'entries'> & { pathname: string },
) => Promise<ProvidedHead | undefined>;

/** The first provider's head for this URL, or the generic public/private head with 200. */
export async function resolvePageHead(
  providers: readonly PageHeadProvider[],
  input: PageHeadInput,
): Promise<ProvidedHead> {
  const pathname = new URL(input.url, 'http://x').pathname;
  for (const provider of providers) {
    const provided = await provider({
      site: input.site,
      origin: input.origin,
      url: input.url,
      lang: input.lang,
      pathname,
    });
    if (provided) return provided;
  }
  return { status: 200, head: pageHead(input) };
}

/**
 * The head tags of the page a URL opens: a public page (or a signed-out one: login, register)
 * is described in full, under its address after the site's redirects ("/" is "/index", "/ar"
 * is "/index?lang=ar"); a signed-in page or an unknown path gets the site's title and noindex.
 */
export function pageHead({ entries, site, origin, url, lang }: PageHeadInput): string[] {
  const page = resolvePage(entries, site, url);
  if (!page.entry || page.entry.access === 'private') {
    return buildHead({ kind: 'private', site, title: site.configuration.AppTitle });
  }
  const redirected = page.redirectLang;
  const pageLang = isLangCode(redirected) && site.languages.includes(redirected) ? redirected : lang;
  // The pattern itself where it has no parameters: "/LOGIN" is "/login" (the router ignores case).
  const pathname = page.entry.pattern.includes(':') ? page.pathname : page.entry.pattern;
  const texts = pageTexts(site, pageLang, pathname);
  return buildHead({
    kind: 'public',
    site,
    origin,
    pathname,
    lang: pageLang,
    title: texts.title,
    previewTitle: texts.previewTitle,
    description: texts.description,
    indexable: isIndexable(pathname),
  });
}
