import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/listings';
import { users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { requireAbility } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { accountUsage, type ListingQuota } from './quota';

/**
 * The admin's view of one account's listing quota (issue #30), beside the admin user page. Here,
 * not in modules/admin, because the counts are this module's rows and files (ADR 0010: modules
 * do not import each other). Same permission as the admin's other user routes.
 */
export const listingUsageRoutes: FastifyPluginAsyncZod<{ quota: ListingQuota }> = async (app, { quota }) => {
  route(app, api.listingUsage, { onRequest: requireAbility('manage', 'User') }, async (request) => {
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, request.params.id));
    if (!user) throw new HttpError(404, 'userNotFound');
    return accountUsage(app.db, app.env.DATA_DIR, quota, user.id);
  });
};
