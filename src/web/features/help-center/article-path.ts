import type { LangCode } from '@common/i18n/languages';

/** The help centre's addresses (src/web/pages/front-pages/help-center). */
export const HELP_CENTER_PATH = '/front-pages/help-center';
export const helpArticlePath = (slug: string) => `${HELP_CENTER_PATH}/article/${slug}`;

/**
 * A help-centre address in the language being read: the site's own language has no parameter,
 * another keeps its ?lang=, as the server's canonical addresses do (server/web/head.ts pageUrl),
 * so a visitor who came by a shared Arabic link stays in Arabic from page to page.
 */
export const inLanguage = (path: string, lang: LangCode, defaultLang: LangCode) =>
  lang === defaultLang ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
