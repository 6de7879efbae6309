import { DemoPage } from '@web/features/component-demos';
import { listDemos } from '@web/features/component-demos/list';
import type { RouteMeta } from '@web/lib/route-meta';

// Made-up examples, no one's data: signed-in is enough, as for the other template pages.
export const meta: RouteMeta = { layout: 'default', i18n: ['components'] };

export default function ListPage() {
  return <DemoPage component="list" demos={listDemos} />;
}
