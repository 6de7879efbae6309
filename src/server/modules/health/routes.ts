import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/health';
import { route } from '../../plugins/contract-route';
import { within } from '../../security/limiter';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.health, {}, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      app.log.error({ err }, 'health check: database did not answer');
      return reply.code(503).send({ error: 'Service Unavailable', message: 'The database is not ready.' });
    }
    if (!app.redis) return { status: 'ok' as const };
    // Without Redis the server still serves (limits fall back to this process), so it stays in
    // rotation (200) and says degraded for monitoring to notice.
    try {
      await within(app.redis.ping(), app.env.REDIS_TIMEOUT_MS, 'redis');
      return { status: 'ok' as const, redis: 'up' as const };
    } catch (err) {
      app.log.warn({ err }, 'health check: redis did not answer');
      return { status: 'degraded' as const, redis: 'down' as const };
    }
  });
};
