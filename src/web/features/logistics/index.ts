// The logistics dashboard and fleet on the server's figures (issue #17); src/web/pages/apps/logistics composes them.
export { FleetView } from './components/fleet-view';
export { LogisticsDashboard } from './components/logistics-dashboard';
