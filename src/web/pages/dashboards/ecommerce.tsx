import { EcommerceDashboard } from '@web/features/ecommerce-dashboard';
import type { RouteMeta } from '@web/lib/route-meta';

// Administrators (scope admin2), like the CRM dashboard; the API refuses anyone else.
export const meta: RouteMeta = { action: 'read', subject: 'Dashboard', i18n: ['dashboards', 'ecommerce', 'listings'] };

/** The range and scope live in the address (?range=&scope=), through the toolbar every dashboard shares. */
export default function EcommerceDashboardPage() {
  return <EcommerceDashboard />;
}
