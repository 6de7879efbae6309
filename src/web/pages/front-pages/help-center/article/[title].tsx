import { HelpArticleView, prefetchHelpArticle } from '@web/features/help-center';
import type { PagePrefetch } from '@web/lib/page-data';
import type { RouteMeta } from '@web/lib/route-meta';
import { useParams } from 'react-router';

export const meta: RouteMeta = { public: true, layout: 'front', i18n: ['help-center'], islands: true };

export const prefetch: PagePrefetch = prefetchHelpArticle;

/** One help article, its address part being the article's slug (docs/help-center.md). */
export default function HelpArticlePage() {
  const { title } = useParams();
  return <HelpArticleView slug={title ?? ''} />;
}
