import { FleetView } from '@web/features/logistics';
import type { RouteMeta } from '@web/lib/route-meta';

// The meta is read at build time as one plain line, so the class is spelled out: it is
// CONTENT_HEIGHT_FIXED from layouts/layout-props (the list scrolls, the map fills the window).
export const meta: RouteMeta = {
  action: 'read',
  subject: 'Dashboard',
  i18n: ['dashboards', 'logistics'],
  layoutWrapperClasses: 'layout-content-height-fixed',
};

export default function LogisticsFleetPage() {
  return <FleetView />;
}
