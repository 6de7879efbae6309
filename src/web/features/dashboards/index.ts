// The admin dashboards on the marketplace's figures (issue #17); the pages in src/web/pages/dashboards compose them.
// Their card, toolbar and address range are shared by every dashboard: src/web/components/dashboard.
export { AnalyticsDashboard } from './components/analytics-dashboard';
export { CrmDashboard } from './components/crm-dashboard';
