import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/dev';
import { route } from '../../plugins/contract-route';
import { keptMailTo } from './outbox';

/**
 * DEV_OUTBOX=true only (development and the e2e run): the mail kept in the outbox for one
 * address, newest first, so a test can follow a reset link. Never enable it on a public server.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.outbox, {}, async (request) => keptMailTo(app.db, request.query.to));
};
