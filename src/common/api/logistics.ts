import { dashboardQuerySchema } from '../schemas/dashboards';
import { fleetQuerySchema, fleetSchema, logisticsDashboardSchema, logisticsDispatchSchema } from '../schemas/logistics';
import { defineEndpoint, errorResponses } from './endpoint';

/** The logistics dashboard's figures (server: modules/logistics; browser: features/logistics). Scope admin2 only. */
export const logisticsDashboard = defineEndpoint({
  access: { kind: 'scope', scope: 'admin2' },
  tags: ['logistics'],
  method: 'GET',
  path: '/logistics/dashboard',
  summary:
    'Fleet, shipments and delivery performance for a date range, on this site or every site (administrators, scope admin2)',
  query: dashboardQuerySchema,
  responses: { 200: logisticsDashboardSchema, ...errorResponses(400, 401, 403) },
});

/** The fleet now: every vehicle with its status, position, route and progress. Scope admin2 only. */
export const logisticsFleet = defineEndpoint({
  access: { kind: 'scope', scope: 'admin2' },
  tags: ['logistics'],
  method: 'GET',
  path: '/logistics/fleet',
  summary: "The fleet's vehicles with status, position, route and progress (administrators, scope admin2)",
  query: fleetQuerySchema,
  responses: { 200: fleetSchema, ...errorResponses(400, 401, 403) },
});

/**
 * The dispatcher's figures of this site now (the /apps/logistics/dashboard2 variant): any
 * signed-in user (scope internal) reads them; they hold no history, money or other site.
 */
export const logisticsDispatch = defineEndpoint({
  access: { kind: 'scope', scope: 'internal' },
  tags: ['logistics'],
  method: 'GET',
  path: '/logistics/dispatch',
  summary: "This site's vehicles and open shipments now, for dispatchers (signed-in users, scope internal)",
  responses: { 200: logisticsDispatchSchema, ...errorResponses(401, 403) },
});
