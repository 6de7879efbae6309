import { dashboardOverviewSchema, dashboardQuerySchema } from '../schemas/dashboards';
import { defineEndpoint, errorResponses } from './endpoint';

/** The admin dashboards' figures (server: modules/dashboards; browser: features/dashboards). Scope admin2 only. */
export const dashboardOverview = defineEndpoint({
  access: { kind: 'scope', scope: 'admin2' },
  tags: ['dashboards'],
  method: 'GET',
  path: '/dashboards/overview',
  summary: "The marketplace's figures for a date range, on this site or every site (administrators, scope admin2)",
  query: dashboardQuerySchema,
  responses: { 200: dashboardOverviewSchema, ...errorResponses(400, 401, 403) },
});
