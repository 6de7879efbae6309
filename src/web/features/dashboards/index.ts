// The admin dashboards on the marketplace's figures (issue #17); the pages in src/web/pages/dashboards compose them.
export { AnalyticsDashboard } from './components/analytics-dashboard';
export { CrmDashboard } from './components/crm-dashboard';
// The card, toolbar and address range every admin dashboard shares; other dashboards' pages hand them to their feature.
export { DashboardCard } from './components/dashboard-card';
export { DashboardToolbar } from './components/dashboard-toolbar';
export { useDashboardParams } from './api/use-dashboard';
export { presetRange } from './lib/range';
