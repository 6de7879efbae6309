// The admin dashboards on the marketplace's figures (issue #17); the pages in src/web/pages/dashboards compose them.
export { AnalyticsDashboard } from './components/analytics-dashboard';
export { CrmDashboard } from './components/crm-dashboard';
