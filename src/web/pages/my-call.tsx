import { MyCall } from '@web/features/video-call';
import type { RouteMeta } from '@web/lib/route-meta';

export const meta: RouteMeta = { public: true, layout: 'front', signedInLayout: 'default', i18n: ['video'] };

export default function MyCallPage() {
  return <MyCall />;
}
