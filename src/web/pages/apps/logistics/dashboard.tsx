import { LogisticsDashboard } from '@web/features/logistics';
import type { RouteMeta } from '@web/lib/route-meta';

// Administrators (scope admin2, which the admin role's "manage all" goes with); the API refuses anyone else.
export const meta: RouteMeta = { action: 'read', subject: 'Dashboard', i18n: ['dashboards', 'logistics'] };

export default function LogisticsDashboardPage() {
  return <LogisticsDashboard />;
}
