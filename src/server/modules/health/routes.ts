import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { within } from '../../security/limiter';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'ok once the database answers; degraded (still 200) when Redis does not',
        response: {
          200: z.object({
            status: z.enum(['ok', 'degraded']),
            /** Only with REDIS_URL: 'down' when a PING got no answer within REDIS_TIMEOUT_MS. */
            redis: z.enum(['up', 'down']).optional(),
          }),
          503: z.object({ error: z.string(), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
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
    },
  );
};
