import { getHelpArticle, getHelpCenterHome, searchHelpArticles } from '@common/api/help-center';
import { isLangCode, type LangCode } from '@common/i18n/languages';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { useSite } from '@web/lib/site-context';
import { useTranslation } from 'react-i18next';
import { inLanguage } from './article-path';

/**
 * The help centre's data as queryOptions factories: a page's useQuery and its `prefetch` (route
 * loader, server rendering) use the same factory, so they share one cache entry. Every key starts
 * with 'help-center', so an admin's edit invalidates them all.
 */
export const helpKeys = {
  all: ['help-center'] as const,
  home: (lang: LangCode) => ['help-center', 'home', lang] as const,
  search: (lang: LangCode, q: string) => ['help-center', 'search', lang, q] as const,
  article: (lang: LangCode, slug: string) => ['help-center', 'article', lang, slug] as const,
};

/** Fetched by the server for the page it rendered: the hydrating browser does not ask again at once. */
const PUBLIC_STALE_MS = 30_000;

export const helpHomeOptions = (lang: LangCode) =>
  queryOptions({
    queryKey: helpKeys.home(lang),
    queryFn: ({ signal }) => callApi(getHelpCenterHome, { query: { lang }, signal }),
    staleTime: PUBLIC_STALE_MS,
  });

export const helpSearchOptions = (lang: LangCode, q: string) =>
  queryOptions({
    queryKey: helpKeys.search(lang, q),
    queryFn: ({ signal }) => callApi(searchHelpArticles, { query: { lang, q }, signal }),
    staleTime: PUBLIC_STALE_MS,
    enabled: q.length > 0,
  });

export const helpArticleOptions = (lang: LangCode, slug: string) =>
  queryOptions({
    queryKey: helpKeys.article(lang, slug),
    queryFn: ({ signal }) => callApi(getHelpArticle, { params: { slug }, query: { lang }, signal }),
    staleTime: PUBLIC_STALE_MS,
  });

/** The language the help centre is read in: the interface's, as the server rendered the page in. */
export function useHelpLang(): LangCode {
  const { i18n } = useTranslation();
  const { site } = useSite();
  return isLangCode(i18n.language) ? i18n.language : site.defaultLang;
}

/** `path` in the language being read (article-path.ts inLanguage). */
export function useHelpHref(): (path: string) => string {
  const lang = useHelpLang();
  const { site } = useSite();
  return (path) => inLanguage(path, lang, site.defaultLang);
}
