import { HelpCenterHome, prefetchHelpCenter } from '@web/features/help-center';
import type { PagePrefetch } from '@web/lib/page-data';
import type { RouteMeta } from '@web/lib/route-meta';

// The sites' public chrome (header with search, language and theme; footer) rather than none: a
// reader who lands here from a search engine can still reach the rest of the site.
// 'front': the contact strip's form (components/front/contact-section) speaks from that area.
export const meta: RouteMeta = { public: true, layout: 'front', i18n: ['help-center', 'front'], islands: true };

export const prefetch: PagePrefetch = prefetchHelpCenter;

/** The help centre (docs/help-center.md): search, popular articles, categories, contact. */
export default function HelpCenterPage() {
  return <HelpCenterHome />;
}
