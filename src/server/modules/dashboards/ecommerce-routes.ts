import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/ecommerce-dashboard';
import { route } from '../../plugins/contract-route';
import { requireAdmin2 } from './dashboards-routes';
import { ecommerceFigures } from './ecommerce-service';

/** The eCommerce dashboard's figures (issue #17), guarded like the overview: 401 signed out, 403 without admin2. */
export const ecommerceDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.ecommerceDashboard, { onRequest: requireAdmin2 }, async (request) =>
    ecommerceFigures(app.db, {
      site: request.site.id,
      scope: request.query.scope,
      from: request.query.from,
      to: request.query.to,
    }),
  );
};
