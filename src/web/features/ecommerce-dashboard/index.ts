// The eCommerce dashboard on the shop tables (issue #17); pages/dashboards/ecommerce.tsx gives it the dashboards' card and toolbar.
export { EcommerceDashboard } from './components/ecommerce-dashboard';
