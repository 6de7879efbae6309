import { DashboardCard, DashboardToolbar, presetRange, useDashboardParams } from '@web/features/dashboards';
import { EcommerceDashboard } from '@web/features/ecommerce-dashboard';
import type { RouteMeta } from '@web/lib/route-meta';

// Administrators (scope admin2), like the CRM dashboard; the API refuses anyone else.
export const meta: RouteMeta = { action: 'read', subject: 'Dashboard', i18n: ['dashboards', 'ecommerce', 'listings'] };

const SHELL = { Card: DashboardCard, Toolbar: DashboardToolbar };

/** The range and scope live in the address (?range=&scope=), through the toolbar the dashboards share. */
export default function EcommerceDashboardPage() {
  const { preset, scope } = useDashboardParams();
  return <EcommerceDashboard query={{ ...presetRange(preset), scope }} shell={SHELL} />;
}
