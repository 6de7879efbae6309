import { TourDemoPage } from '@web/features/extension-demos/tour/tour-demo-page';
import type { RouteMeta } from '@web/lib/route-meta';

// A tour of the signed-in chrome itself: signed-in is enough, as for the other template pages.
export const meta: RouteMeta = { layout: 'default', i18n: ['extensions'] };

export default function TourPage() {
  return <TourDemoPage />;
}
