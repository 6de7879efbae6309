import { dashboardQuerySchema } from '../schemas/dashboards';
import { ecommerceDashboardSchema } from '../schemas/ecommerce-dashboard';
import { defineEndpoint, errorResponses } from './endpoint';

/** The eCommerce dashboard's figures (server: modules/ecommerce-dashboard; browser: features/dashboards/ecommerce). Scope admin2 only. */
export const ecommerceDashboard = defineEndpoint({
  access: { kind: 'scope', scope: 'admin2' },
  tags: ['dashboards'],
  method: 'GET',
  path: '/dashboards/ecommerce',
  summary: "The shop's sales figures for a date range, on this site or every site (administrators, scope admin2)",
  query: dashboardQuerySchema,
  responses: { 200: ecommerceDashboardSchema, ...errorResponses(400, 401, 403) },
});
