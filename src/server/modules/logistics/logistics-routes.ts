import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/logistics';
import { hasScope } from '../../../common/permissions/scopes';
import { HttpError } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { logisticsDashboard, logisticsDispatch, logisticsFleet } from './service';

/** Like the other dashboards: the admin template's (scope admin2); 401 signed out, 403 without the scope. */
const requireAdmin2: onRequestAsyncHookHandler = async function (request, reply) {
  await requireUser.call(this, request, reply);
  if (!hasScope(request.ability, 'admin2')) throw new HttpError(403, 'forbidden');
};

/** The dispatcher's view: any signed-in user, who holds scope internal (DESIGN.md section 4); 403 without it. */
const requireInternal: onRequestAsyncHookHandler = async function (request, reply) {
  await requireUser.call(this, request, reply);
  if (!hasScope(request.ability, 'internal')) throw new HttpError(403, 'forbidden');
};

/** The logistics dashboard and fleet (issue #17); the site is the request's host unless scope=all. */
export const logisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.logisticsDashboard, { onRequest: requireAdmin2 }, async (request) =>
    logisticsDashboard(app.db, {
      site: request.site.id,
      scope: request.query.scope,
      from: request.query.from,
      to: request.query.to,
    }),
  );
  route(app, api.logisticsFleet, { onRequest: requireAdmin2 }, async (request) =>
    logisticsFleet(app.db, { site: request.site.id, scope: request.query.scope }),
  );
  // Always the request's site: a dispatcher has no "all sites".
  route(app, api.logisticsDispatch, { onRequest: requireInternal }, async (request) =>
    logisticsDispatch(app.db, request.site.id),
  );
};
