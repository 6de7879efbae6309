import { HELP_SLUG_PATTERN } from '@common/schemas/help-center';
import { ApiError } from '@web/lib/api-client';
import { notFound, type PagePrefetch } from '@web/lib/page-data';
import { helpArticleOptions, helpHomeOptions } from './queries';

/** The help centre's front: every category with its articles, and the popular ones. */
export const prefetchHelpCenter: PagePrefetch = async ({ queryClient, lang }) => {
  await queryClient.ensureQueryData(helpHomeOptions(lang));
};

/** One article; an unknown or malformed slug is the not-found page (404 on the server). */
export const prefetchHelpArticle: PagePrefetch = async ({ queryClient, lang, params }) => {
  const slug = params.title ?? '';
  if (!HELP_SLUG_PATTERN.test(slug)) notFound();
  try {
    await queryClient.ensureQueryData(helpArticleOptions(lang, slug));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) notFound();
    throw err;
  }
};
