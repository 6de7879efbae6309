import { FaqView } from '@web/features/page-demos/faq/faq-view';
import type { RouteMeta } from '@web/lib/route-meta';

// The template's FAQ page: made-up questions, signed-in like the other template pages.
export const meta: RouteMeta = { layout: 'default', i18n: ['pages'] };

export default function FaqPage() {
  return <FaqView />;
}
