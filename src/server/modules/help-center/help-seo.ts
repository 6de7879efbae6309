import { languageOf } from '../../../common/i18n/languages';
import type { Db } from '../../db/client';
import { buildHead, escapeHtml, pageUrl } from '../../web/head';
import type { PageHeadProvider } from '../../web/page-head';
import type { SitemapSource, SitemapUrl } from '../../web/sitemap';
import { helpArticleHeadText, helpSlugs } from './help-service';

/** The article page's address (src/web/pages/front-pages/help-center/article/[title].tsx). */
export const helpArticlePath = (slug: string) => `/front-pages/help-center/article/${slug}`;
const ARTICLE_PATH = /^\/front-pages\/help-center\/article\/([^/]+)\/?$/;

/**
 * An article page's head: its title and summary in the page's language (the English original
 * where it has no translation), like any public page's otherwise; an unknown slug is a 404.
 */
export function helpArticleHeadProvider(db: Db): PageHeadProvider {
  return async ({ site, origin, lang, pathname }) => {
    const match = ARTICLE_PATH.exec(pathname);
    if (!match) return undefined;
    let slug: string;
    try {
      slug = decodeURIComponent(match[1]!);
    } catch {
      slug = '';
    }
    const text = slug ? await helpArticleHeadText(db, slug, lang) : undefined;
    const appTitle = site.configuration.AppTitle;
    if (!text) {
      return {
        status: 404,
        head: [`<title>${escapeHtml(appTitle)}</title>`, '<meta name="robots" content="noindex">'],
      };
    }
    return {
      status: 200,
      head: buildHead({
        kind: 'public',
        site,
        origin,
        pathname: helpArticlePath(slug),
        lang,
        title: appTitle,
        previewTitle: `${text.title} · ${appTitle}`,
        description: text.summary,
        indexable: true,
      }),
    };
  };
}

/** Every article once per language of the site (its text falls back to English), with alternates. */
export function helpSitemapSource(db: Db): SitemapSource {
  const urls = async (site: Parameters<SitemapSource['count']>[0], origin: string): Promise<SitemapUrl[]> =>
    (await helpSlugs(db)).flatMap(({ slug, updatedAt }) => {
      const path = helpArticlePath(slug);
      const alternates = [
        ...site.languages.map((l) => ({ hreflang: languageOf(l).htmlLang, href: pageUrl(origin, path, l, site) })),
        { hreflang: 'x-default', href: `${origin}${path}` },
      ];
      return site.languages.map((lang) => ({
        loc: pageUrl(origin, path, lang, site),
        lastmod: updatedAt.toISOString(),
        alternates,
      }));
    });
  return {
    name: 'help articles',
    count: async (site, origin) => (await urls(site, origin)).length,
    list: async (site, origin, offset, limit) => (await urls(site, origin)).slice(offset, offset + limit),
  };
}
