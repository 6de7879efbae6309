import { SwiperDemoPage } from '@web/features/extension-demos/swiper/swiper-demo-page';
import type { RouteMeta } from '@web/lib/route-meta';

// Made-up examples, no one's data: signed-in is enough, as for the other template pages. Swiper's
// code and CSS come with this page's chunk only.
export const meta: RouteMeta = { layout: 'default', i18n: ['extensions'] };

export default function SwiperPage() {
  return <SwiperDemoPage />;
}
