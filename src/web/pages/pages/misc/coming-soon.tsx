import { ComingSoonView } from '@web/features/page-demos/misc/coming-soon-view';
import type { RouteMeta } from '@web/lib/route-meta';

// A page a site shows before it opens: for everyone, without the admin chrome.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['pages'] };

export default function ComingSoonPage() {
  return <ComingSoonView />;
}
