import { OperationsDashboard } from '@web/features/logistics';
import type { RouteMeta } from '@web/lib/route-meta';

// The operations overview, a variant of the logistics dashboard on its figures: administrators (scope admin2) only, as its API.
export const meta: RouteMeta = {
  action: 'read',
  subject: 'Dashboard',
  i18n: ['dashboards', 'logistics'],
  navActiveLink: 'dashboards-logistics',
};

export default function LogisticsOperationsPage() {
  return <OperationsDashboard />;
}
