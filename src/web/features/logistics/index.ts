// The logistics dashboard and fleet on the server's figures (issue #17); src/web/pages/apps/logistics composes them.
export { FleetView } from './components/fleet-view';
export { LogisticsDashboard } from './components/logistics-dashboard';
// Its variants: dashboard0, the operations overview (admin2), and dashboard2, the dispatcher's (internal).
export { DispatchDashboard } from './components/dispatch-dashboard';
export { OperationsDashboard } from './components/operations-dashboard';
