import { DemoPage } from '@web/features/component-demos';
import { expansionPanelDemos } from '@web/features/component-demos/expansion-panel';
import type { RouteMeta } from '@web/lib/route-meta';

// Made-up examples, no one's data: signed-in is enough, as for the other template pages.
export const meta: RouteMeta = { layout: 'default', i18n: ['components'] };

export default function ExpansionPanelPage() {
  return <DemoPage component="expansion-panel" demos={expansionPanelDemos} />;
}
