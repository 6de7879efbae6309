import { DispatchDashboard } from '@web/features/logistics';
import type { RouteMeta } from '@web/lib/route-meta';

// The dispatcher's variant: any signed-in user, who holds scope internal (SPEC.md "Home"); its API holds no admin figures.
export const meta: RouteMeta = { i18n: ['dashboards', 'logistics'], navActiveLink: 'dashboards-logistics' };

export default function LogisticsDispatchPage() {
  return <DispatchDashboard />;
}
