import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/dashboards';
import { hasScope } from '../../../common/permissions/scopes';
import { HttpError } from '../../http-error';
import { requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { dashboardOverview } from './service';

/**
 * The dashboards are the admin template's (SPEC.md section 2: scope admin2), not a permission a
 * role grants: 401 signed out, 403 for anyone without the scope, checked before the query is read.
 */
export const requireAdmin2: onRequestAsyncHookHandler = async function (request, reply) {
  await requireUser.call(this, request, reply);
  if (!hasScope(request.ability, 'admin2')) throw new HttpError(403, 'forbidden');
};

/** The admin dashboards' figures (issue #17); the site is the request's host unless scope=all. */
export const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.dashboardOverview, { onRequest: requireAdmin2 }, async (request) =>
    dashboardOverview(app.db, {
      site: request.site.id,
      scope: request.query.scope,
      from: request.query.from,
      to: request.query.to,
    }),
  );
};
