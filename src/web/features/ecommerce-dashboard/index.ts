// The eCommerce dashboard on the shop tables (issue #17), with the card and toolbar of src/web/components/dashboard.
export { EcommerceDashboard } from './components/ecommerce-dashboard';
