import { UnderMaintenanceView } from '@web/features/page-demos/misc/under-maintenance-view';
import type { RouteMeta } from '@web/lib/route-meta';

// A page a site shows while it is down for work: for everyone, without the admin chrome.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['pages'] };

export default function UnderMaintenancePage() {
  return <UnderMaintenanceView />;
}
