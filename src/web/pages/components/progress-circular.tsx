import { DemoPage } from '@web/features/component-demos';
import { progressCircularDemos } from '@web/features/component-demos/progress-circular';
import type { RouteMeta } from '@web/lib/route-meta';

// Made-up examples, no one's data: signed-in is enough, as for the other template pages.
export const meta: RouteMeta = { layout: 'default', i18n: ['components'] };

export default function ProgressCircularPage() {
  return <DemoPage component="progress-circular" demos={progressCircularDemos} />;
}
