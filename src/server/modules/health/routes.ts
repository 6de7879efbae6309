import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/health';
import { route } from '../../plugins/contract-route';
import { within } from '../../security/limiter';
import { HttpError } from '../../http-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.health, {}, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      app.log.error({ err }, 'health check: database did not answer');
      // A deliberate 503 keeps its code (plugins/errors.ts): the balancer takes this process out.
      throw new HttpError(503, 'busy');
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
